import { Box, Card, Container, Group, Select, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconBriefcase } from '@tabler/icons-react';
import { keepPreviousData } from '@tanstack/react-query';
import { getRouteApi } from '@tanstack/react-router';
import { useEffect } from 'react';
import { SERVICE_SEARCH_MAX, servicesCountText } from '../../../../shared/service-catalog';
import { SERVICE_CATEGORIES, SERVICE_CATEGORY_IDS, SERVICE_TEXTS } from '../../../../shared/services';
import type { ServicesSearch } from '../../../searchSchemas';
import { trpc } from '../../../trpc';
import { ButtonLink } from '../../../ui/ButtonLink';
import { LoadFailed } from '../../../ui/LoadFailed';
import { Pager } from '../../../ui/Pager';
import { usePageTitle } from '../../../usePageTitle';
import { ServiceGrid, ServiceGridSkeleton } from './ServiceGrid';
import { SearchBox } from '../../../ui/SearchBox';

const route = getRouteApi('/_main/services');

/** The Select's value for no category: Mantine's options need a non-empty value. */
const ALL = 'all';
const categoryOptions = [
  { value: ALL, label: SERVICE_TEXTS.allCategories },
  ...SERVICE_CATEGORIES.map((c) => ({ value: c.id, label: c.name })),
];

function categoryOf(value: string | null): ServicesSearch['category'] {
  return SERVICE_CATEGORY_IDS.find((id) => id === value);
}

/**
 * Browse Services (spec 001 §2 /services): every listed service, filtered by category and text and paged on
 * the server. The category, the search and the page live in the URL (shareable, kept on reload and by the back
 * button); a new category or search starts again at page 1.
 */
export function ServicesPage() {
  usePageTitle('Browse Services');
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const page = search.page ?? 1;
  const q = search.q?.trim() || undefined;
  const results = trpc.services.search.useQuery(
    { category: search.category, q, page },
    { placeholderData: keepPreviousData, retry: 1 },
  );
  const data = results.data;

  // Typing replaces the history entry, so the back button does not step through every keystroke.
  const filter = (next: ServicesSearch, replace = false) =>
    void navigate({ search: (s) => ({ ...s, ...next, page: undefined }), replace });
  const setPage = (next: number, replace = false) =>
    void navigate({ search: (s) => ({ ...s, page: next > 1 ? next : undefined }), replace });

  // A page past the end (an old link, fewer services now) shows the last page instead.
  const pageCount = data?.pageCount ?? 0;
  const pastEnd = pageCount > 0 && page > pageCount;
  useEffect(() => {
    if (pastEnd) setPage(pageCount, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pastEnd, pageCount]);

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <div>
          <Title order={1} size="h2">
            Browse Services
          </Title>
          <Text c="dimmed" size="sm" mt={4}>
            Photography, tours, cleaning and more from verified local providers, booked alongside your stay.
          </Text>
        </div>
        <Group gap="sm" align="center" wrap="wrap">
          <Box style={{ flex: '1 1 240px', minWidth: 0 }}>
            <SearchBox
              label="Search services"
              placeholder={SERVICE_TEXTS.searchServices}
              maxLength={SERVICE_SEARCH_MAX}
              value={search.q}
              onChange={(value) => filter({ q: value }, true)}
            />
          </Box>
          <Select
            aria-label="Category"
            data={categoryOptions}
            value={search.category ?? ALL}
            allowDeselect={false}
            onChange={(value) => filter({ category: categoryOf(value) })}
            w={{ base: '100%', xs: 220 }}
          />
        </Group>
        <Text size="sm" c="dimmed" aria-live="polite">
          {data ? servicesCountText(data.total, data.totalCapped) : '\u00a0'}
        </Text>
        {results.isPending || pastEnd ? (
          <ServiceGridSkeleton label="Loading services" />
        ) : !data ? (
          <LoadFailed title="Failed to load services. Please try again." query={results} />
        ) : data.items.length === 0 ? (
          <ServicesEmpty />
        ) : (
          <Stack gap="xl" aria-busy={results.isFetching}>
            <ServiceGrid services={data.items} titleOrder={2} />
            <Pager label="Service pages" page={data.page} pageCount={data.pageCount} onChange={setPage} />
          </Stack>
        )}
      </Stack>
    </Container>
  );
}

/** Nothing matches (or nothing is listed yet): the way to offer services instead. */
function ServicesEmpty() {
  return (
    <Card withBorder radius="lg" p={{ base: 'lg', sm: 'xl' }}>
      <Stack align="center" gap="sm" ta="center">
        <ThemeIcon size={56} radius="xl" variant="light" aria-hidden>
          <IconBriefcase size={28} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h3">
          {SERVICE_TEXTS.noServices}
        </Title>
        <Text c="dimmed" size="sm" maw={420}>
          Try another category or search, or offer your own skills to remote workers staying nearby.
        </Text>
        <ButtonLink to="/become-provider" mt="xs">
          {SERVICE_TEXTS.becomeProvider}
        </ButtonLink>
      </Stack>
    </Card>
  );
}
