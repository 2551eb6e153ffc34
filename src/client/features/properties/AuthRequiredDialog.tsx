import { Button, Group, Modal, Text } from '@mantine/core';
import { Link, useRouterState } from '@tanstack/react-router';

interface AuthRequiredDialogProps {
  opened: boolean;
  onClose: () => void;
  /** What signing in would allow, e.g. 'Please sign in to save properties.' */
  message: string;
}

/**
 * The 'Authentication Required' prompt (spec 000 §5) for actions a visitor cannot take signed out. Log In goes
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
        <Button
          renderRoot={(props) => <Link {...props} to="/auth" search={{ redirect: here }} />}
          onClick={onClose}
        >
          Log In
        </Button>
      </Group>
    </Modal>
  );
}
