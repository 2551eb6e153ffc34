import { Card, Stack, Text, Title } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { ButtonLink } from '../../../ui/ButtonLink';

/** No listing at all, or none matching the search. */
export function PropertiesEmpty({ search }: { search: string }) {
  return (
    <Card withBorder radius="lg" py="xl">
      <Stack align="center" gap="sm">
        {search === '' ? (
          <>
            <Title order={2} size="h3">
              No Properties Yet
            </Title>
            <Text c="dimmed" ta="center">
              Add your first property to start hosting remote workers.
            </Text>
            <ButtonLink to="/host/properties/create" leftSection={<IconPlus size={16} aria-hidden />}>
              Add New Property
            </ButtonLink>
          </>
        ) : (
          <>
            <Title order={2} size="h3">
              No matching properties
            </Title>
            <Text c="dimmed" ta="center">
              None of your properties matches “{search}”. Try a title, a city or a country.
            </Text>
          </>
        )}
      </Stack>
    </Card>
  );
}
