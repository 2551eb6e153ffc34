import { Box, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../usePageTitle';

/** A plain home until the discovery issue builds the real one (spec 000 §2, Home). */
export function TemporaryHomePage() {
  usePageTitle('KaziStay — work and stay anywhere');
  return (
    <Box
      py={{ base: 64, sm: 112 }}
      style={{
        background:
          'linear-gradient(160deg, var(--mantine-color-kazi-0) 0%, var(--mantine-color-body) 55%, var(--mantine-color-amber-0) 100%)',
      }}
    >
      <Container size="md">
        <Stack align="center" gap="lg" ta="center">
          <Title order={1} fz={{ base: 36, sm: 56 }} lh={1.1} c="kazi.9">
            Work and stay anywhere
          </Title>
          <Text size="lg" c="dimmed" maw={560}>
            Stays with a real workspace across East Africa: fast WiFi, a proper desk and a quiet place to
            focus, from Nairobi to Kigali.
          </Text>
          <Group justify="center" gap="md">
            <Button component={Link} to="/marketplace" size="md">
              Find Places
            </Button>
            <Button component={Link} to="/become-provider" size="md" variant="outline">
              Become a Host
            </Button>
          </Group>
        </Stack>
      </Container>
    </Box>
  );
}
