import { Card, Center, Group, Loader, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ADMIN_SEARCH_MAX } from '../../../shared/admin';
import { LoadFailed, type FailedQuery } from '../../ui/LoadFailed';
import { Pager } from '../../ui/Pager';
import { SearchBox } from '../../ui/SearchBox';
import { formatInteger } from '../../../shared/number-format';

interface Page {
  items: unknown[];
  total: number;
  page: number;
  pageCount: number;
}

interface AdminListCardProps<P extends Page> {
  title: string;
  subtitle: string;
  /** Beside the title (an export link). */
  actions?: ReactNode;
  /** 'users', 'listings': the search box's label, the count and the pager speak of them. */
  noun: { one: string; many: string };
  searchPlaceholder: string;
  /** The search in the URL; typing updates it 300 ms after the last key. */
  search: string | undefined;
  onSearch: (search: string | undefined) => void;
  /** The filters beside the search box. */
  filters: ReactNode;
  query: FailedQuery & { isPending: boolean; data: P | undefined };
  loadFailed: string;
  empty: string;
  onPage: (page: number) => void;
  /** The table of a loaded, non-empty page. */
  children: (page: P) => ReactNode;
}

/**
 * A console list paged on the server (users, listings, payments): title, a search box and filters kept in the URL, a
 * spinner while loading, the load error with a retry, the empty text, the count, the table and the pager.
 */
export function AdminListCard<P extends Page>(props: AdminListCardProps<P>) {
  const { query, noun } = props;
  const data = query.data;

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h4">
              {props.title}
            </Title>
            <Text c="dimmed" size="sm">
              {props.subtitle}
            </Text>
          </div>
          {props.actions}
        </Group>
        <Group gap="sm" align="flex-end">
          <div style={{ flex: 1, minWidth: 220 }}>
            <SearchBox
              label={`Search ${noun.many}`}
              placeholder={props.searchPlaceholder}
              maxLength={ADMIN_SEARCH_MAX}
              value={props.search}
              onChange={props.onSearch}
            />
          </div>
          {props.filters}
        </Group>
        {query.isPending ? (
          <Center py="xl">
            <Loader aria-label={`Loading ${noun.many}`} />
          </Center>
        ) : !data ? (
          <LoadFailed title={props.loadFailed} query={query} />
        ) : data.items.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            {props.empty}
          </Text>
        ) : (
          <>
            <Text size="sm" c="dimmed" aria-live="polite">
              {formatInteger(data.total)} {data.total === 1 ? noun.one : noun.many}
            </Text>
            {props.children(data)}
            <Pager
              label={`${noun.one[0]?.toUpperCase()}${noun.one.slice(1)} pages`}
              page={data.page}
              pageCount={data.pageCount}
              onChange={props.onPage}
            />
          </>
        )}
      </Stack>
    </Card>
  );
}
