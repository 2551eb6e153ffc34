import {
  Box,
  Button,
  Container,
  Drawer,
  Group,
  SegmentedControl,
  NativeSelect,
  Paper,
  Stack,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { useState, type ReactNode } from 'react';
import { DEFAULT_PRICE_RANGE, filtersFromParams, type MarketplaceParams } from '../../../../shared/search';
import { usePageTitle } from '../../../usePageTitle';
import { ActiveFilterChips } from './ActiveFilterChips';
import { FilterSidebar } from './FilterSidebar';
import {
  priceFilterText,
  propertiesLabel,
  RESET_PATCH,
  typeOf,
  typeOptions,
  type ParamsPatch,
} from './marketplaceParams';

const RESET_NOTE = `Filters reset to the defaults: price ${priceFilterText(...DEFAULT_PRICE_RANGE)}, everything else cleared. Remove the price filter to see every listing.`;
import { PropertyResults, type ResultsLayout } from './PropertyResults';
import { QuickSearchBar } from './QuickSearchBar';
import { SearchBox } from '../../../ui/SearchBox';
import { SEARCH_TEXT_MAX } from '../../../../shared/search';
import { usePropertySearch } from './usePropertySearch';
import { IconFilter2, IconLayoutGrid, IconList } from '@tabler/icons-react';
import { useTeamHours } from '../../team/useTeamHours';

interface MarketplacePageProps {
  /** The validated address (`readMarketplaceParams`). */
  params: MarketplaceParams;
  /** Rewrites the address in place (no new history entry); `undefined` values leave it. */
  onParamsChange: (patch: ParamsPatch) => void;
}

const layoutOptions = [
  { value: 'grid', label: <ViewLabel icon={<IconLayoutGrid size={16} aria-hidden />} text="Grid view" /> },
  { value: 'list', label: <ViewLabel icon={<IconList size={16} aria-hidden />} text="List view" /> },
];

/** /marketplace: quick search, filter sidebar and results (README 'How search behaves'). */
export function MarketplacePage({ params, onParamsChange }: MarketplacePageProps) {
  // Reset keeps the spec's price range (50-500), which hides some listings: it says so until the next change.
  const [resetNote, setResetNote] = useState<string | null>(null);
  const change = (patch: ParamsPatch) => {
    setResetNote(patch === RESET_PATCH ? RESET_NOTE : null);
    onParamsChange(patch);
  };
  usePageTitle('Find places');
  const [view, setView] = useState<ResultsLayout>('grid');
  const [drawerOpened, drawer] = useDisclosure(false);
  // The grid/list toggle is desktop-only: a phone is too narrow for list rows, so it always gets the grid.
  const isDesktop = useMediaQuery('(min-width: 48em)');
  const layout: ResultsLayout = isDesktop ? view : 'grid';

  // The overlap filter needs the team's hours (the guest's settings, or this browser's for a visitor).
  const team = useTeamHours().hours;
  const searched = team ? params : { ...params, overlap: undefined };
  const { query, items, total, totalCapped, errorMessage } = usePropertySearch({
    ...filtersFromParams(searched),
    ...(team && searched.overlap ? { team, minOverlap: searched.overlap * 60 } : {}),
  });

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <QuickSearchBar params={params} onChange={change} />
        <Box style={{ display: 'flex', gap: 'var(--mantine-spacing-xl)', alignItems: 'flex-start' }}>
          <Paper
            visibleFrom="sm"
            withBorder
            radius="lg"
            p="md"
            w={{ sm: 250, md: 290 }}
            style={{ flexShrink: 0 }}
          >
            <FilterSidebar params={params} onChange={change} />
          </Paper>
          <Stack gap="md" style={{ flex: 1, minWidth: 0 }}>
            <Group justify="space-between" align="flex-end" gap="xs">
              <div>
                <Title order={1} size="h2">
                  Find your workspace
                </Title>
                <Text c="dimmed" size="sm" aria-live="polite">
                  {total === undefined ? '\u00a0' : propertiesLabel(total, totalCapped)}
                </Text>
              </div>
              <Button
                hiddenFrom="sm"
                variant="default"
                leftSection={<IconFilter2 size={16} aria-hidden />}
                onClick={drawer.open}
              >
                Filters
              </Button>
            </Group>
            <Group gap="sm" align="center" wrap="wrap">
              <Box style={{ flex: '1 1 220px', minWidth: 0 }}>
                <SearchBox
                  label="Search properties"
                  placeholder="Search by title, description or city"
                  maxLength={SEARCH_TEXT_MAX}
                  value={params.search}
                  onChange={(search) => change({ search })}
                />
              </Box>
              <NativeSelect
                aria-label="Property type"
                data={typeOptions}
                value={params.type ?? 'all'}
                onChange={(event) => change({ type: typeOf(event.currentTarget.value) })}
                w={{ base: '100%', xs: 170 }}
              />
              <SegmentedControl
                visibleFrom="sm"
                aria-label="Results layout"
                data={layoutOptions}
                value={view}
                onChange={(value) => setView(value === 'list' ? 'list' : 'grid')}
              />
            </Group>
            <ActiveFilterChips params={searched} onChange={change} resetNote={resetNote} />
            <PropertyResults
              items={items}
              total={total}
              totalCapped={totalCapped}
              layout={layout}
              isLoading={query.isPending}
              errorMessage={errorMessage}
              retry={{
                // A failed 'Show more' fetches that page again; a failed search, the search.
                isFetching: query.isRefetching || query.isFetchingNextPage,
                refetch: () => (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
              }}
              hasNextPage={query.hasNextPage}
              isFetchingNextPage={query.isFetchingNextPage}
              onShowMore={() => void query.fetchNextPage()}
            />
          </Stack>
        </Box>
      </Stack>
      <Drawer
        opened={drawerOpened}
        onClose={drawer.close}
        title="Filters"
        position="left"
        size="min(100%, 360px)"
      >
        <FilterSidebar params={params} onChange={change} onDone={drawer.close} withTitle={false} />
      </Drawer>
    </Container>
  );
}

function ViewLabel({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <Group gap={0} wrap="nowrap" justify="center">
      {icon}
      <VisuallyHidden>{text}</VisuallyHidden>
    </Group>
  );
}
