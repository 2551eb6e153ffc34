import { Card, Center, Stack, Text, Title } from '@mantine/core';
import { ButtonLink } from '../ui/ButtonLink';

interface SignInPromptProps {
  /** The spec's heading for the page, e.g. 'Sign In to View Messages'. */
  title: string;
  text: string;
  /** Where sign-in comes back to. */
  returnTo: string;
}

/** What a signed-in-only page shows a visitor instead of redirecting: an invitation to sign in and return. */
export function SignInPrompt({ title, text, returnTo }: SignInPromptProps) {
  return (
    <Center mih="50vh" p="md">
      <Card withBorder shadow="sm" padding="xl" radius="lg" maw={440} w="100%">
        <Stack gap="md" align="center" ta="center">
          <Title order={1} size="h3">
            {title}
          </Title>
          <Text c="dimmed">{text}</Text>
          <ButtonLink fullWidth to="/auth" search={{ redirect: returnTo }}>
            Sign In
          </ButtonLink>
        </Stack>
      </Card>
    </Center>
  );
}
