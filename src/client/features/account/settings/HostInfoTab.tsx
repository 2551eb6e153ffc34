import { Button, Checkbox, Group, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ACCOUNT_TEXTS, hostProfileInput } from '../../../../shared/account';
import { trpc } from '../../../trpc';
import { showError, showSuccess } from '../../../ui/toasts';

type HostInfo = { businessName: string; phoneNumber: string; isBusiness: boolean };

/** Business name, phone (international format) and the business flag, stored per user. */
export function HostInfoTab({ hostInfo }: { hostInfo: HostInfo }) {
  const utils = trpc.useUtils();
  const [fields, setFields] = useState(hostInfo);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const save = trpc.account.updateHostProfile.useMutation({
    onSuccess: (saved) => {
      utils.account.hostProfile.setData(undefined, saved);
      setFields(saved);
      showSuccess(ACCOUNT_TEXTS.hostProfileUpdated);
    },
    onError: (error) => showError(ACCOUNT_TEXTS.hostProfileError, error),
  });

  return (
    <form
      onSubmit={(e) => {
        e.preventDefault();
        const parsed = hostProfileInput.safeParse(fields);
        if (!parsed.success) {
          setErrors(Object.fromEntries(parsed.error.issues.map((i) => [String(i.path[0]), i.message])));
          return;
        }
        setErrors({});
        save.mutate(parsed.data);
      }}
    >
      <Stack gap="md">
        <TextInput
          label="Business name"
          value={fields.businessName}
          error={errors.businessName}
          onChange={(e) => setFields({ ...fields, businessName: e.currentTarget.value })}
        />
        <TextInput
          label="Phone number"
          placeholder="+254 712 345 678"
          type="tel"
          value={fields.phoneNumber}
          error={errors.phoneNumber}
          onChange={(e) => setFields({ ...fields, phoneNumber: e.currentTarget.value })}
        />
        <Checkbox
          label="I host as a registered business"
          checked={fields.isBusiness}
          onChange={(e) => setFields({ ...fields, isBusiness: e.currentTarget.checked })}
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
