import { Container, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { useNavigate, useParams } from '@tanstack/react-router';
import { HOST_TEXTS, type PropertyFormInput } from '../../../../shared/host';
import { describeError, trpc } from '../../../trpc';
import { ButtonLink } from '../../../ui/ButtonLink';
import { showSuccess } from '../../../ui/toasts';
import { usePageTitle } from '../../../usePageTitle';
import { BackToProperties } from './BackToProperties';
import { GuaranteeCard } from './GuaranteeCard';
import { PropertyForm } from './PropertyForm';

/** /host/properties/$id/edit: the same form, filled with the host's own listing. */
export function EditPropertyRoute() {
  const { id = '' } = useParams({ strict: false });
  return <EditPropertyPage key={id} id={id} />;
}

function EditPropertyPage({ id }: { id: string }) {
  usePageTitle('Edit Property');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const query = trpc.host.properties.get.useQuery(
    { id },
    {
      retry: (failures, error) => error.data?.code !== 'NOT_FOUND' && failures < 1,
      refetchOnWindowFocus: false,
    },
  );
  const update = trpc.host.properties.update.useMutation();

  const save = async (input: PropertyFormInput) => {
    await update.mutateAsync({ id, ...input });
    await utils.host.properties.invalidate();
    showSuccess('Success', HOST_TEXTS.updated);
    await navigate({ to: '/host/properties' });
  };

  const { data, error } = query;
  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <BackToProperties />
        <Title order={1} size="h2">
          Edit Property
        </Title>
        {error ? (
          <Paper withBorder radius="lg" p="xl" role="alert">
            <Stack align="center" gap="sm">
              <Text fw={600}>
                {error.data?.code === 'NOT_FOUND' ? HOST_TEXTS.notFound : describeError(error).message}
              </Text>
              <ButtonLink to="/host/properties" variant="light">
                Back to My Properties
              </ButtonLink>
            </Stack>
          </Paper>
        ) : data ? (
          <>
            <GuaranteeCard propertyId={id} />
            <PropertyForm
              initial={data}
              submitLabel="Save Changes"
              pendingLabel="Saving..."
              onSubmit={save}
            />
          </>
        ) : (
          <Stack gap="lg" aria-busy="true" aria-label="Loading property">
            {[180, 140, 220].map((height) => (
              <Paper key={height} withBorder radius="lg" p="lg">
                <Skeleton h={height} />
              </Paper>
            ))}
          </Stack>
        )}
      </Stack>
    </Container>
  );
}
