import { Card, Center, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { describeError, trpc } from '../../trpc';
import { usePageTitle } from '../../usePageTitle';
import { AnchorLink } from '../../ui/AnchorLink';
import { ButtonLink } from '../../ui/ButtonLink';

interface ConfirmEmailPageProps {
  token: string | undefined;
}

const MISSING_TOKEN_MESSAGE = 'This confirmation link is incomplete. Please use the link from your email.';

/** /auth/confirm?token=...: confirms the address once, then offers sign-in. */
export function ConfirmEmailPage({ token }: ConfirmEmailPageProps) {
  usePageTitle('Confirm email');
  const confirm = trpc.auth.confirmEmail.useMutation();
  const { mutate } = confirm;
  // A token is single-use: never send it twice (React StrictMode runs effects twice in development).
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    mutate({ token });
  }, [mutate, token]);

  const failed = !token || confirm.isError;
  const message = !token ? MISSING_TOKEN_MESSAGE : confirm.error ? describeError(confirm.error).message : '';

  return (
    <Center py={{ base: 'xl', sm: 80 }} px="md">
      <Card withBorder shadow="sm" radius="lg" padding="xl" maw={460} w="100%">
        {confirm.isSuccess ? (
          <Stack gap="md" align="center" ta="center">
            <Title order={1} size="h2">
              Email confirmed
            </Title>
            <Text c="dimmed">Your email address is confirmed. You can now sign in.</Text>
            <ButtonLink to="/auth" fullWidth>
              Sign In
            </ButtonLink>
          </Stack>
        ) : failed ? (
          <Stack gap="md" align="center" ta="center" role="alert">
            <Title order={1} size="h2">
              We couldn&apos;t confirm your email
            </Title>
            <Text c="red.7">{message}</Text>
            <AnchorLink to="/auth">Go to sign in</AnchorLink>
          </Stack>
        ) : (
          <Stack gap="sm" align="center" role="status" aria-live="polite">
            <Loader />
            <Text c="dimmed">Confirming your email...</Text>
          </Stack>
        )}
      </Card>
    </Center>
  );
}
