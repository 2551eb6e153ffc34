import { Button, Group, Modal, Text } from '@mantine/core';
import { useRouterState } from '@tanstack/react-router';
import { ButtonLink } from '../../ui/ButtonLink';

interface AuthRequiredDialogProps {
  opened: boolean;
  onClose: () => void;
  /** What signing in would allow, e.g. 'Please sign in to save properties.' */
  message: string;
}

/**
 * The 'Authentication Required' prompt for actions a visitor cannot take signed out. Log In goes
 * to /auth carrying the current page (path and query), so sign-in brings the visitor back here.
 */
export function AuthRequiredDialog({ opened, onClose, message }: AuthRequiredDialogProps) {
  const here = useRouterState({ select: (state) => state.location.href });
  return (
    <Modal opened={opened} onClose={onClose} title="Authentication Required" centered radius="md">
      <Text>{message}</Text>
      <Group justify="flex-end" gap="sm" mt="lg">
        <Button variant="default" onClick={onClose}>
          Cancel
        </Button>
        <ButtonLink to="/auth" search={{ redirect: here }} onClick={onClose}>
          Log In
        </ButtonLink>
      </Group>
    </Modal>
  );
}
