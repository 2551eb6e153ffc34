import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { ACCOUNT_TEXTS, hostProfileInput } from '../../../../shared/account';
import { trpc } from '../../../trpc';
import { applyServerErrors } from '../../../ui/form';
import { showError, showSuccess } from '../../../ui/toasts';

type HostInfo = { businessName: string; phoneNumber: string; isBusiness: boolean };

/** Business name, phone (international format) and the business flag, stored per user. */
export function HostInfoTab({ hostInfo }: { hostInfo: HostInfo }) {
  const utils = trpc.useUtils();
  const form = useForm({
    initialValues: hostInfo,
    validate: schemaResolver(hostProfileInput, { sync: true }),
    // Submitted as the procedure will read it (trimmed).
    transformValues: (values) => hostProfileInput.parse(values),
  });
  const save = trpc.account.updateHostProfile.useMutation({
    onSuccess: (saved) => {
      utils.account.hostProfile.setData(undefined, saved);
      form.setValues(saved);
      showSuccess(ACCOUNT_TEXTS.hostProfileUpdated);
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError(ACCOUNT_TEXTS.hostProfileError, error);
    },
  });

  return (
    <form onSubmit={form.onSubmit((values) => save.mutate(values))}>
      <Stack gap="md">
        <TextInput label="Business name" {...form.getInputProps('businessName')} />
        <TextInput
          label="Phone number"
          placeholder="+254 712 345 678"
          type="tel"
          {...form.getInputProps('phoneNumber')}
        />
        <Checkbox
          label="I host as a registered business"
          {...form.getInputProps('isBusiness', { type: 'checkbox' })}
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save Host Info
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
