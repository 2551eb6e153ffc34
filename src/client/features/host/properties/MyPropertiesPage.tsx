import { Box, Card, Container, Group, Pagination, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import { keepPreviousData } from '@tanstack/react-query';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import type { HostPropertyRow } from '../../../../shared/host';
import { trpc } from '../../../trpc';
import { ButtonLink } from '../../../ui/ButtonLink';
import { useErrorToast } from '../../../ui/useErrorToast';
import { usePageTitle } from '../../../usePageTitle';
import { DeletePropertyModal } from './DeletePropertyModal';
import { PropertiesCards } from './PropertiesCards';
import { PropertiesEmpty } from './PropertiesEmpty';
import { PropertiesSearch } from './PropertiesSearch';
import { PropertiesTable } from './PropertiesTable';
import { LoadFailed } from '../../../ui/LoadFailed';

const SEARCH_DEBOUNCE_MS = 300;

/** My Properties (spec 001 §2): the host's listings, searched and paged by the server. */
export function MyPropertiesPage() {
  usePageTitle('My Properties');
  const [input, setInput] = useState('');
  const [search] = useDebouncedValue(input.trim(), SEARCH_DEBOUNCE_MS);
  const [page, setPage] = useState(1);
  // A new search starts at its first page.
  const [pageSearch, setPageSearch] = useState(search);
  if (pageSearch !== search) {
    setPageSearch(search);
    setPage(1);
  }

  const list = trpc.host.properties.list.useQuery(
    { search: search === '' ? undefined : search, page },
    { placeholderData: keepPreviousData, retry: 1 },
  );
  useErrorToast(list.error, 'host-properties-failed', 'Error fetching properties');
  const data = list.data;
  // Deleting the last listing of the last page leaves that page empty: show the new last page.
  if (data && data.pageCount > 0 && page > data.pageCount) setPage(data.pageCount);

  const [deleting, setDeleting] = useState<HostPropertyRow | null>(null);
  const [deleteOpened, setDeleteOpened] = useState(false);
  const askDelete = (row: HostPropertyRow) => {
    setDeleting(row);
    setDeleteOpened(true);
  };

  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <Group justify="space-between" align="center" gap="sm">
          <div>
            <Title order={1} size="h2">
              My Properties
            </Title>
            {data && data.total > 0 && (
              <Text c="dimmed" size="sm" mt={4}>
                {data.total} {data.total === 1 ? 'property' : 'properties'}
                {search === '' ? '' : ' found'}
              </Text>
            )}
          </div>
          <ButtonLink to="/host/properties/create" leftSection={<IconPlus size={16} aria-hidden />}>
            Add New Property
          </ButtonLink>
        </Group>
        <PropertiesSearch value={input} onChange={setInput} loading={list.isFetching && search !== ''} />
        {list.isPending ? (
          <Card withBorder radius="md" aria-busy="true" aria-label="Loading">
            <Stack gap="md">
              {[0, 1, 2].map((i) => (
                <Group key={i} gap="sm" wrap="nowrap">
                  <Skeleton h={48} w={64} radius="sm" />
                  <Skeleton h={14} w="40%" />
                </Group>
              ))}
            </Stack>
          </Card>
        ) : !data ? (
          <LoadFailed title="Error fetching properties" query={list} />
        ) : data.items.length === 0 ? (
          <PropertiesEmpty search={search} />
        ) : (
          <>
            <Card withBorder radius="md" p={0} visibleFrom="sm">
              <PropertiesTable rows={data.items} onDelete={askDelete} />
            </Card>
            <Box hiddenFrom="sm">
              <PropertiesCards rows={data.items} onDelete={askDelete} />
            </Box>
            {data.pageCount > 1 && (
              <Group justify="center">
                <Pagination
                  total={data.pageCount}
                  value={Math.min(page, data.pageCount)}
                  onChange={setPage}
                  getControlProps={(control) => ({ 'aria-label': `${control} page` })}
                />
              </Group>
            )}
          </>
        )}
      </Stack>
      <DeletePropertyModal row={deleting} opened={deleteOpened} onClose={() => setDeleteOpened(false)} />
    </Container>
  );
}
