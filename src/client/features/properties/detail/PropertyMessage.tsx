import { Container, Group, Stack, Text, Title } from '@mantine/core';
import { RetryButton, type Retryable } from '../../../ui/LoadFailed';
import { usePageTitle } from '../../../usePageTitle';
import { ButtonLink } from '../../../ui/ButtonLink';

export const NOT_FOUND_TITLE = 'Property not found';
export const NOT_FOUND_TEXT = "We couldn't find the property you were looking for.";
export const LOAD_FAILED_TEXT = 'Failed to load property details';
export const ID_REQUIRED_TITLE = 'Property ID is required';
export const ID_REQUIRED_TEXT = 'Choose a property in the marketplace to see its details.';

interface PropertyMessageProps {
  title: string;
  message?: string;
  /** A load that failed: a Retry beside the way back. */
  retry?: Retryable;
}

/** Not found, load failure or missing id, always with the way back to the marketplace. */
export function PropertyMessage({ title, message, retry }: PropertyMessageProps) {
  usePageTitle(title);
  return (
    <Container size="sm" py={{ base: 56, sm: 96 }} mih="50vh">
      <Stack align="center" gap="md" ta="center" role="alert">
        <Title order={1} size="h2">
          {title}
        </Title>
        {message && (
          <Text c="dimmed" maw={460}>
            {message}
          </Text>
        )}
        <Group justify="center" mt="sm">
          {retry && <RetryButton query={retry} size="md" variant="default" />}
          <ButtonLink to="/marketplace" size="md">
            Back to marketplace
          </ButtonLink>
        </Group>
      </Stack>
    </Container>
  );
}
