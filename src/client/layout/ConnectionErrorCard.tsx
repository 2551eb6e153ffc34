import { Button, Card, Center, Stack, Text, Title } from '@mantine/core';

/** Shown when the session is still unresolved after the guard's timeout: the server is likely unreachable. */
export function ConnectionErrorCard() {
  return (
    <Center mih="50vh" p="md">
      <Card withBorder shadow="sm" padding="xl" radius="lg" maw={440} w="100%" role="alert">
        <Stack gap="md">
          <Title order={2} size="h3">
            Connection Error
          </Title>
          <Text c="dimmed">
            Unable to connect to the authentication service. Please check your internet connection and try
            again.
          </Text>
          <Button onClick={() => window.location.reload()} fullWidth>
            Retry
          </Button>
        </Stack>
      </Card>
    </Center>
  );
}
