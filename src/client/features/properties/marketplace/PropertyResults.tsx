import { Button, Card, Group, Skeleton, SimpleGrid, Stack, Text } from '@mantine/core';
import {
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type FocusEvent,
  type ReactNode,
} from 'react';
import { SEARCH_PAGE_SIZE } from '../../../../shared/search';
import type { PropertyCardView } from '../../../../shared/property-view';
import { PropertyCard } from '../PropertyCard';
import { formatInteger } from '../../../../shared/number-format';
import { RetryButton, type Retryable } from '../../../ui/LoadFailed';

export type ResultsLayout = 'grid' | 'list';

interface PropertyResultsProps {
  items: PropertyCardView[];
  total: number | undefined;
  totalCapped: boolean;
  layout: ResultsLayout;
  isLoading: boolean;
  errorMessage: string | null;
  /** Loads the failed search again (the error's Retry). */
  retry: Retryable;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  onShowMore: () => void;
}

/** Cards drawn with the first paint (the server's HTML has these), and how many more are drawn at a time. */
const FIRST_CARDS = 6;
const MORE_CARDS = 6;
/** More cards are drawn while the end of the drawn ones is within this distance of the screen. */
const DRAW_AHEAD = '1200px 0px';

/**
 * How many of `total` cards are drawn: FIRST_CARDS, then MORE_CARDS more whenever the end of the drawn cards
 * comes within DRAW_AHEAD of the screen (scrolling) or focus reaches one of the last drawn cards (the
 * keyboard), so a phone's first screen is not held back by cards far below it (a card is some 60 elements).
 * 'Show more' follows once every fetched card is drawn, so keyboard order is the list's order. A new search
 * (another first card) starts over.
 */
function useDrawnCards(total: number, firstId: string | undefined) {
  const [drawn, setDrawn] = useState({ firstId, count: FIRST_CARDS });
  const count = Math.min(drawn.firstId === firstId ? drawn.count : FIRST_CARDS, total);
  const end = useRef<HTMLDivElement>(null);
  const drawMore = useCallback(() => {
    if (count >= total) return;
    startTransition(() => setDrawn({ firstId, count: count + MORE_CARDS }));
  }, [count, total, firstId]);
  useEffect(() => {
    const target = end.current;
    if (!target || count >= total || typeof IntersectionObserver === 'undefined') return;
    // Observed anew after each drawing: a still-near end calls again at once.
    const observer = new IntersectionObserver(([entry]) => entry?.isIntersecting && drawMore(), {
      rootMargin: DRAW_AHEAD,
    });
    observer.observe(target);
    return () => observer.disconnect();
  }, [count, total, drawMore]);
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    const card = (event.target as Element).closest('article');
    const cards = card?.parentElement ? [...card.parentElement.children] : [];
    if (card && cards.indexOf(card) >= count - 3) drawMore();
  };
  return { count, end, onFocus, complete: count >= total };
}

/** The results area: loading, error (red), empty, or the cards with 'Show more'. */
export function PropertyResults(props: PropertyResultsProps) {
  const {
    items,
    total,
    totalCapped,
    layout,
    isLoading,
    errorMessage,
    retry,
    hasNextPage,
    isFetchingNextPage,
    onShowMore,
  } = props;
  const drawn = useDrawnCards(items.length, items[0]?.id);

  if (isLoading) {
    return (
      <Stack gap="md" aria-busy="true">
        <Text c="dimmed" role="status">
          Loading properties...
        </Text>
        <CardGrid layout={layout}>
          {[0, 1, 2, 3, 4, 5].map((i) => (
            <SkeletonCard key={i} layout={layout} />
          ))}
        </CardGrid>
      </Stack>
    );
  }

  if (items.length === 0) {
    return errorMessage ? (
      <ErrorText message={errorMessage} retry={retry} />
    ) : (
      <Card withBorder radius="lg" py="xl">
        <Text ta="center" c="dimmed">
          No properties match your search criteria.
        </Text>
      </Card>
    );
  }

  return (
    <Stack gap="lg" onFocus={drawn.onFocus}>
      <CardGrid layout={layout}>
        {items.slice(0, drawn.count).map((property, index) => (
          <PropertyCard
            key={property.id}
            property={property}
            layout={layout}
            titleOrder={2}
            priority={index === 0}
          />
        ))}
      </CardGrid>
      <div ref={drawn.end} />
      {errorMessage && <ErrorText message={errorMessage} retry={retry} />}
      <Stack align="center" gap="xs">
        {total !== undefined && total > SEARCH_PAGE_SIZE && (
          <Text size="sm" c="dimmed">
            Showing {formatInteger(items.length)} of {formatInteger(Math.max(total, items.length))}
            {totalCapped ? '+' : ''}
          </Text>
        )}
        {hasNextPage && drawn.complete && (
          <Button
            variant="default"
            onClick={onShowMore}
            loading={isFetchingNextPage}
            loaderProps={{ size: 'xs' }}
          >
            {isFetchingNextPage ? 'Loading...' : 'Show more'}
          </Button>
        )}
      </Stack>
    </Stack>
  );
}

function CardGrid({ layout, children }: { layout: ResultsLayout; children: ReactNode }) {
  return layout === 'grid' ? (
    <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="lg" verticalSpacing="lg">
      {children}
    </SimpleGrid>
  ) : (
    <Stack gap="md">{children}</Stack>
  );
}

/** The failure in red in the list (the spec's text), with a Retry. */
function ErrorText({ message, retry }: { message: string; retry: Retryable }) {
  return (
    <Stack align="center" gap="xs" py="md">
      <Text c="red" role="alert" ta="center">
        {message}
      </Text>
      <RetryButton query={retry} size="xs" variant="light" color="red" />
    </Stack>
  );
}

function SkeletonCard({ layout }: { layout: ResultsLayout }) {
  return (
    <Card withBorder radius="lg" p={0} aria-hidden="true">
      <Group
        gap={0}
        align="stretch"
        wrap="nowrap"
        style={{ flexDirection: layout === 'list' ? 'row' : 'column' }}
      >
        <Skeleton h={layout === 'list' ? 180 : 190} w={layout === 'list' ? 260 : '100%'} radius={0} />
        <Stack gap="xs" p="md" style={{ flex: 1 }}>
          <Skeleton h={18} w="75%" />
          <Skeleton h={12} w="45%" />
          <Skeleton h={12} w="60%" />
          <Skeleton h={24} w="35%" mt="sm" />
        </Stack>
      </Group>
    </Card>
  );
}
