import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from '@tanstack/react-router';
import { CATALOG_TEXTS, type ServiceInput } from '../../../../shared/service-catalog';
import { SERVICE_TEXTS } from '../../../../shared/services';
import { describeError, trpc } from '../../../trpc';
import { ButtonLink } from '../../../ui/ButtonLink';
import { showSuccess } from '../../../ui/toasts';
import { usePageTitle } from '../../../usePageTitle';
import { BackToDashboard } from './BackToDashboard';
import { ServiceForm } from './ServiceForm';
import { toFormValues } from './serviceFormValues';

// Another provider's service and a malformed id both read as 'not found': which services exist is not told.
const NOT_FOUND_CODES = new Set(['NOT_FOUND', 'BAD_REQUEST']);

/** /services/$id/edit: the same form, filled with one of my services. */
export function EditServiceRoute() {
  const { id = '' } = useParams({ strict: false });
  // Keyed by id: another service's page starts from a fresh form, not the previous one's edits.
  return <EditServicePage key={id} id={id} />;
}

function EditServicePage({ id }: { id: string }) {
  usePageTitle(CATALOG_TEXTS.editTitle);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const query = trpc.services.myService.useQuery(
    { id },
    {
      retry: (failures, error) => !NOT_FOUND_CODES.has(error.data?.code ?? '') && failures < 1,
      // A refetch would not reach the form (its values are set once), so there is no point to it.
      refetchOnWindowFocus: false,
    },
  );
  const update = trpc.services.update.useMutation();

  const save = async (input: ServiceInput) => {
    await update.mutateAsync({ id, ...input });
    showSuccess(CATALOG_TEXTS.updated);
    await Promise.all([
      utils.services.mine.invalidate(),
      utils.services.myService.invalidate({ id }),
      utils.services.search.invalidate(),
      utils.services.detail.invalidate({ id }),
    ]);
    await navigate({ to: '/provider/dashboard' });
  };

  const { data, error } = query;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <BackToDashboard />
        <Title order={1} size="h2">
          {CATALOG_TEXTS.editTitle}
        </Title>
        {error ? (
          <Paper withBorder radius="lg" p="xl" role="alert">
            <Stack align="center" gap="sm">
              <Text fw={600}>
                {NOT_FOUND_CODES.has(error.data?.code ?? '')
                  ? CATALOG_TEXTS.notYourService
                  : describeError(error).message}
              </Text>
              <ButtonLink to="/provider/dashboard" variant="light">
                Back to {SERVICE_TEXTS.providerDashboard}
              </ButtonLink>
            </Stack>
          </Paper>
        ) : data ? (
          <ServiceForm initial={toFormValues(data)} onSubmit={save} />
        ) : (
          <Paper withBorder radius="lg" p="lg" aria-busy="true" aria-label="Loading service">
            <Stack gap="md">
              {[36, 96, 36, 36, 140].map((height, i) => (
                <Skeleton key={i} h={height} />
              ))}
            </Stack>
          </Paper>
        )}
      </Stack>
    </Container>
  );
}
