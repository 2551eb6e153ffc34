import { Center, Loader, Stack, Text } from '@mantine/core';

/** Shown by the route guards while the session resolves. */
export function AuthLoading() {
  return (
    <Center mih="50vh" p="xl">
      <Stack align="center" gap="sm" role="status" aria-live="polite">
        <Loader size="md" />
        <Text c="dimmed">Loading...</Text>
      </Stack>
    </Center>
  );
}
