import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import { PASSWORD_MIN } from '../../../shared/auth';
import { LogoMark } from '../../layout/LogoMark';
import { usePageTitle } from '../../usePageTitle';
import { NewPasswordForm } from './NewPasswordForm';
import { RequestResetForm } from './RequestResetForm';

interface ResetPasswordPageProps {
  /** From the mailed link; without it the page asks for a link. */
  token: string | undefined;
}

/** /auth/reset-password: ask for a link by email, or (from the link) choose a new password. */
export function ResetPasswordPage({ token }: ResetPasswordPageProps) {
  usePageTitle(token ? 'Choose a new password' : 'Reset your password');
  const heading = token
    ? {
        title: 'Choose a new password',
        text: `Use at least ${PASSWORD_MIN} characters. You will be signed out everywhere.`,
      }
    : {
        title: 'Reset your password',
        text: 'Enter the email of your account and we will send you a link to choose a new password.',
      };
  return (
    <Container size={460} py={{ base: 'xl', sm: 64 }} px="md">
      <Stack align="center" gap="xs" mb="lg" ta="center">
        <LogoMark size={44} />
        <Title order={1} size="h2">
          {heading.title}
        </Title>
        <Text c="dimmed" size="sm">
          {heading.text}
        </Text>
      </Stack>
      <Paper withBorder shadow="sm" radius="lg" p={{ base: 'md', sm: 'xl' }}>
        {token ? <NewPasswordForm token={token} /> : <RequestResetForm />}
      </Paper>
    </Container>
  );
}
