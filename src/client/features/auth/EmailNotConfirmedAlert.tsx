import { Alert, Button, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { trpc } from '../../trpc';
import { showError } from '../../ui/toasts';

interface EmailNotConfirmedAlertProps {
  email: string;
  message: string;
}

/** Sign-in refused because the address is unconfirmed: say so and offer a new confirmation email. */
export function EmailNotConfirmedAlert({ email, message }: EmailNotConfirmedAlertProps) {
  const resend = trpc.auth.resendConfirmation.useMutation({
    onSuccess: () => {
      notifications.show({ color: 'green', message: 'Confirmation email sent. Please check your inbox.' });
    },
    onError: (error) => showError('Error sending confirmation email', error),
  });
  return (
    <Alert color="amber" variant="light" title="Confirm your email" role="alert">
      <Stack gap="xs" align="flex-start">
        <Text size="sm">{message}</Text>
        <Button
          size="xs"
          variant="outline"
          color="amber.8"
          loading={resend.isPending}
          onClick={() => resend.mutate({ email })}
        >
          Resend confirmation email
        </Button>
      </Stack>
    </Alert>
  );
}
