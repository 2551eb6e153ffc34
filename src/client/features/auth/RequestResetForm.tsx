import { Alert, Button, Group, Stack, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconMailCheck } from '@tabler/icons-react';
import { AUTH_TEXTS, requestPasswordResetInput } from '../../../shared/auth';
import { trpc } from '../../trpc';
import { AnchorLink } from '../../ui/AnchorLink';
import { applyServerErrors } from '../../ui/form';
import { showError } from '../../ui/toasts';
import { firstFieldFocus } from './CredentialFields';

/** The email to send a reset link to. The answer is the same whether or not the account exists. */
export function RequestResetForm() {
  const form = useForm({
    initialValues: { email: '' },
    validate: schemaResolver(requestPasswordResetInput, { sync: true }),
    transformValues: (values) => requestPasswordResetInput.parse(values),
  });
  const request = trpc.auth.requestPasswordReset.useMutation({
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError('Error sending the reset link', error);
    },
  });

  if (request.isSuccess) {
    return (
      <Stack gap="md">
        <Alert color="green" variant="light" title="Check your email" icon={<IconMailCheck />} role="status">
          {AUTH_TEXTS.resetRequested}
        </Alert>
        <AnchorLink to="/auth" size="sm" ta="center">
          Back to sign in
        </AnchorLink>
      </Stack>
    );
  }

  return (
    <form
      noValidate
      onSubmit={form.onSubmit((values) => {
        if (!request.isPending) request.mutate(values);
      })}
    >
      <Stack gap="md">
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          autoFocus={firstFieldFocus()}
          {...form.getInputProps('email')}
          disabled={request.isPending}
        />
        <Button type="submit" fullWidth loading={request.isPending}>
          Send reset link
        </Button>
        <Group justify="center">
          <AnchorLink to="/auth" size="sm">
            Back to sign in
          </AnchorLink>
        </Group>
      </Stack>
    </form>
  );
}
