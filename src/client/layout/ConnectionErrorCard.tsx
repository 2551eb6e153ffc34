import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';

const AUTH_UNREACHABLE =
  'Unable to connect to the authentication service. Please check your internet connection and try again.';

/**
 * A page that could not be opened, with a Retry that reloads it. By default the route guard's card: the
 * session is still unresolved after its timeout, so the server is likely unreachable.
 */
export function ConnectionErrorCard({
  title = 'Connection Error',
  message = AUTH_UNREACHABLE,
}: {
  title?: string;
  message?: string;
}) {
  return (
    <Center mih="50vh" p="md">
      <Card withBorder shadow="sm" padding="xl" radius="lg" maw={440} w="100%" role="alert">
        <Stack gap="md">
          <Title order={2} size="h3">
            {title}
          </Title>
          <Text c="dimmed">{message}</Text>
          <Button onClick={() => window.location.reload()} fullWidth>
            Retry
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
