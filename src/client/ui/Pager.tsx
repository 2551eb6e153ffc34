import { Group, Pagination } from '@mantine/core';
import { pageItems } from './pageItems';

interface PagerProps {
  /** What the pages are of: 'Payout pages'. */
  label: string;
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
}

/** Previous, at most five page buttons with ellipses (spec 001 §9), next. */
export function Pager({ label, page, pageCount, onChange }: PagerProps) {
  if (pageCount <= 1) return null;
  return (
    <Pagination.Root total={pageCount} value={page} onChange={onChange}>
      <Group gap={6} justify="center" component="nav" aria-label={label}>
        <Pagination.Previous aria-label="Previous page" />
        {pageItems(page, pageCount).map((item) =>
          typeof item === 'number' ? (
            <Pagination.Control
              key={item}
              active={item === page}
              aria-label={`Page ${item}`}
              aria-current={item === page ? 'page' : undefined}
              onClick={() => onChange(item)}
            >
              {item}
            </Pagination.Control>
          ) : (
            <Pagination.Dots key={item} />
          ),
        )}
        <Pagination.Next aria-label="Next page" />
      </Group>
    </Pagination.Root>
  );
}
