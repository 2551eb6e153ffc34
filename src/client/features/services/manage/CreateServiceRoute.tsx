import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { CATALOG_TEXTS, type ServiceInput } from '../../../../shared/service-catalog';
import { trpc } from '../../../trpc';
import { showSuccess } from '../../../ui/toasts';
import { usePageTitle } from '../../../usePageTitle';
import { BackToDashboard } from './BackToDashboard';
import { ServiceForm } from './ServiceForm';
import { emptyServiceForm } from './serviceFormValues';

/** /services/create, 'Add New Service'. */
export function CreateServiceRoute() {
  usePageTitle(CATALOG_TEXTS.createTitle);
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.services.create.useMutation();

  const save = async (input: ServiceInput) => {
    await create.mutateAsync(input);
    showSuccess(CATALOG_TEXTS.created);
    await Promise.all([utils.services.mine.invalidate(), utils.services.search.invalidate()]);
    await navigate({ to: '/provider/dashboard' });
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <BackToDashboard />
        <div>
          <Title order={1} size="h2">
            {CATALOG_TEXTS.createTitle}
          </Title>
          <Text c="dimmed" mt={4}>
            Guests find it on Browse Services and send you booking requests for it.
          </Text>
        </div>
        <ServiceForm initial={emptyServiceForm} onSubmit={save} />
      </Stack>
    </Container>
  );
}
