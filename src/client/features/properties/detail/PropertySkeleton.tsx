import { Container, Grid, Group, Skeleton, Stack } from '@mantine/core';
import { usePageTitle } from '../../../usePageTitle';

/** The page's shape while the property loads. */
export function PropertySkeleton() {
  usePageTitle('Loading property');
  return (
    <Container size="xl" py={{ base: 'md', sm: 'xl' }} role="status" aria-label="Loading property">
      <Stack gap="lg">
        <Stack gap="xs">
          <Skeleton height={32} width="55%" radius="md" />
          <Group gap="md">
            <Skeleton height={22} width={100} radius="xl" />
            <Skeleton height={16} width={160} />
          </Group>
        </Stack>
        <Skeleton h={{ base: 240, sm: 440 }} radius="lg" />
        <Grid gap="xl">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack gap="lg">
              <Group grow gap="sm">
                <Skeleton height={74} radius="lg" />
                <Skeleton height={74} radius="lg" />
                <Skeleton height={74} radius="lg" />
              </Group>
              <Skeleton height={14} />
              <Skeleton height={14} />
              <Skeleton height={14} width="70%" />
              <Skeleton height={220} radius="lg" />
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Skeleton height={180} radius="lg" />
          </Grid.Col>
        </Grid>
      </Stack>
    </Container>
  );
}
