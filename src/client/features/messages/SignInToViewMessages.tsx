import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';

/** /messages signed out (spec 001 §2): an invitation to sign in that comes back here afterwards. */
export function SignInToViewMessages({ returnTo }: { returnTo: string }) {
  return (
    <Center mih="50vh" p="md">
      <Card withBorder shadow="sm" padding="xl" radius="lg" maw={440} w="100%">
        <Stack gap="md" align="center" ta="center">
          <Title order={1} size="h3">
            Sign In to View Messages
          </Title>
          <Text c="dimmed">Your conversations with hosts and guests appear here once you are signed in.</Text>
          <Button
            fullWidth
            renderRoot={(props) => <Link {...props} to="/auth" search={{ redirect: returnTo }} />}
          >
            Sign In
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
