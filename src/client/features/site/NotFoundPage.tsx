import { Button, Container, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { usePageTitle } from '../../usePageTitle';

/** Any unknown path (spec 000 §2). */
export function NotFoundPage() {
  usePageTitle('Page not found');
  return (
    <Container size="sm" py={80}>
      <Stack align="center" gap="md" ta="center">
        <Title order={1} fz={{ base: 64, sm: 96 }} c="kazi.8" lh={1}>
          404
        </Title>
        <Title order={2}>Page not found</Title>
        <Text c="dimmed" maw={440}>
          The page you are looking for does not exist or has moved. Let&apos;s get you back on track.
        </Text>
        <Button component={Link} to="/" size="md" mt="sm">
          Back to home
        </Button>
      </Stack>
    </Container>
  );
}
