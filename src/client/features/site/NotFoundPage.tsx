import { Container, Stack, Text, Title } from '@mantine/core';
import { usePageTitle } from '../../usePageTitle';
import { ButtonLink } from '../../ui/ButtonLink';

/** Any unknown path (the server answers it with a 404 status too). */
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
        <ButtonLink to="/" size="md" mt="sm">
          Back to home
        </ButtonLink>
      </Stack>
    </Container>
  );
}
