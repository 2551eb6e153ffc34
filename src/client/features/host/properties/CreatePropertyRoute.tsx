import { Container, Stack, Text, Title } from '@mantine/core';
import { useNavigate } from '@tanstack/react-router';
import { emptyPropertyForm, HOST_TEXTS, type PropertyFormInput } from '../../../../shared/host';
import { trpc } from '../../../trpc';
import { showSuccess } from '../../../ui/toasts';
import { usePageTitle } from '../../../usePageTitle';
import { BackToProperties } from './BackToProperties';
import { PropertyForm } from './PropertyForm';

/** /host/properties/create, 'Add New Property'. */
export function CreatePropertyRoute() {
  usePageTitle('Add New Property');
  const navigate = useNavigate();
  const utils = trpc.useUtils();
  const create = trpc.host.properties.create.useMutation();

  const save = async (input: PropertyFormInput) => {
    await create.mutateAsync(input);
    await utils.host.properties.invalidate();
    showSuccess('Success', HOST_TEXTS.created);
    await navigate({ to: '/host/properties' });
  };

  return (
    <Container size="md" py={{ base: 'md', sm: 'xl' }} px={{ base: 'sm', sm: 'md' }}>
      <Stack gap="lg">
        <BackToProperties />
        <div>
          <Title order={1} size="h2">
            Add New Property
          </Title>
          <Text c="dimmed" mt={4}>
            Describe the workspace and the stay so remote workers know what to expect.
          </Text>
        </div>
        <PropertyForm
          initial={emptyPropertyForm}
          submitLabel="Create Property"
          pendingLabel="Creating..."
          onSubmit={save}
        />
      </Stack>
    </Container>
  );
}
