import { Anchor, Group, Select, Table, Text, UnstyledButton } from '@mantine/core';
import { IconFlag } from '@tabler/icons-react';
import { getRouteApi } from '@tanstack/react-router';
import { useState } from 'react';
import {
  ADMIN_LISTING_FILTER_LABELS,
  ADMIN_LISTING_FILTERS,
  MODERATION_TEXTS,
} from '../../../../shared/moderation';
import { trpc } from '../../../trpc';
import { AnchorLink } from '../../../ui/AnchorLink';
import { AdminListCard } from '../AdminListCard';
import { ListingActions } from './ListingActions';
import { ListingReportsDrawer } from './ListingReportsDrawer';
import { ListingStatusBadge } from './ListingStatusBadge';
import type { AdminListingsSearch } from './searchSchema';

const route = getRouteApi('/_main/_signedIn/_admin/admin/listings');

const filterOptions = ADMIN_LISTING_FILTERS.map((f) => ({ value: f, label: ADMIN_LISTING_FILTER_LABELS[f] }));

/**
 * 'Listings' (moderation): every listing not deleted by its host, searched, filtered and paged on the server,
 * with its host, its status and its open reports; suspended with a reason, or restored. The search, filter and
 * page live in the URL (an alert's 'Review listing' lands here with the listing's title as the search).
 */
export function ListingsTab() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const [reportsOf, setReportsOf] = useState<{ id: string; title: string } | null>(null);
  const go = (next: AdminListingsSearch, replace = false) =>
    void navigate({ search: (s) => ({ ...s, page: undefined, ...next }), replace });
  const input = {
    search: search.search?.trim() || undefined,
    status: search.status ?? 'all',
    page: search.page ?? 1,
  };
  const listings = trpc.admin.listings.useQuery(input, { placeholderData: (previous) => previous });

  return (
    <>
      <AdminListCard
        title={MODERATION_TEXTS.listingsTitle}
        subtitle={MODERATION_TEXTS.listingsSubtitle}
        noun={{ one: 'listing', many: 'listings' }}
        searchPlaceholder={MODERATION_TEXTS.searchListings}
        search={search.search}
        onSearch={(value) => go({ search: value }, true)}
        filters={
          <Select
            w={200}
            aria-label="Status"
            data={filterOptions}
            value={search.status ?? 'all'}
            allowDeselect={false}
            onChange={(v) => go({ status: v && v !== 'all' ? v : undefined })}
          />
        }
        query={listings}
        loadFailed={MODERATION_TEXTS.loadListingsFailed}
        empty={MODERATION_TEXTS.noListings}
        onPage={(page) => void navigate({ search: (s) => ({ ...s, page: page > 1 ? page : undefined }) })}
      >
        {(data) => (
          <Table.ScrollContainer minWidth={860}>
            <Table verticalSpacing="xs" striped aria-busy={listings.isFetching}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Listing</Table.Th>
                  <Table.Th>Host</Table.Th>
                  <Table.Th>City</Table.Th>
                  <Table.Th>Status</Table.Th>
                  <Table.Th>Reports</Table.Th>
                  <Table.Th>Actions</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.items.map((l) => (
                  <Table.Tr key={l.id}>
                    <Table.Td maw={280}>
                      <AnchorLink to="/property/$id" params={{ id: l.id }} fw={500} lineClamp={2}>
                        {l.title}
                      </AnchorLink>
                    </Table.Td>
                    <Table.Td>
                      <Text size="sm">{l.host.name}</Text>
                      {l.host.email && (
                        <Text size="xs" c="dimmed">
                          {l.host.email}
                        </Text>
                      )}
                    </Table.Td>
                    <Table.Td>{l.city ?? '—'}</Table.Td>
                    <Table.Td>
                      <ListingStatusBadge row={l} />
                    </Table.Td>
                    <Table.Td>
                      <UnstyledButton
                        onClick={() => setReportsOf({ id: l.id, title: l.title })}
                        aria-label={`${l.openReports} open ${l.openReports === 1 ? 'report' : 'reports'} on ${l.title}: show reports`}
                      >
                        <Group gap={4} wrap="nowrap">
                          <IconFlag
                            size={14}
                            aria-hidden
                            color={l.openReports > 0 ? 'var(--mantine-color-red-6)' : undefined}
                          />
                          <Anchor component="span" size="sm" c={l.openReports > 0 ? 'red' : 'dimmed'}>
                            {l.openReports}
                          </Anchor>
                        </Group>
                      </UnstyledButton>
                    </Table.Td>
                    <Table.Td>
                      <ListingActions listing={l} />
                    </Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        )}
      </AdminListCard>
      <ListingReportsDrawer listing={reportsOf} onClose={() => setReportsOf(null)} />
    </>
  );
}
