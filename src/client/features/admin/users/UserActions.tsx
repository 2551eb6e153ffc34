import { Button, Group, Menu, Modal, Stack, Text } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useState } from 'react';
import { ADMIN_TEXTS, type AdminUserRow } from '../../../../shared/admin';
import { roles, type Role } from '../../../../shared/roles';
import { useAuth } from '../../../layout/useAuth';
import { trpc } from '../../../trpc';
import { showError, showSuccess } from '../../../ui/toasts';
import { ROLE_LABELS } from './UserBadges';

/**
 * A user row's actions: Deactivate (after a confirmation saying what it does) or Activate, and a role change.
 * An admin's own row has none: the server refuses both for oneself anyway.
 */
export function UserActions({ user }: { user: AdminUserRow }) {
  const { user: me } = useAuth();
  const utils = trpc.useUtils();
  const [confirming, setConfirming] = useState(false);
  const refresh = () => utils.admin.invalidate();
  const setActive = trpc.admin.setUserActive.useMutation({
    onSuccess: (row) => {
      setConfirming(false);
      showSuccess(row.status === 'active' ? ADMIN_TEXTS.activated : ADMIN_TEXTS.deactivated);
    },
    onError: (error) => showError(ADMIN_TEXTS.updateUserFailed, error),
    onSettled: refresh,
  });
  const setRole = trpc.admin.setUserRole.useMutation({
    onSuccess: () => showSuccess(ADMIN_TEXTS.roleChanged),
    onError: (error) => showError(ADMIN_TEXTS.roleChangeFailed, error),
    onSettled: refresh,
  });

  if (me?.id === user.id) {
    return (
      <Text size="xs" c="dimmed">
        You
      </Text>
    );
  }
  const active = user.status === 'active';
  return (
    <Group gap={6} wrap="nowrap">
      <Button
        size="compact-sm"
        variant={active ? 'light' : 'filled'}
        color={active ? 'red' : 'green'}
        loading={setActive.isPending}
        onClick={() => (active ? setConfirming(true) : setActive.mutate({ userId: user.id, active: true }))}
        aria-label={`${active ? 'Deactivate' : 'Activate'} ${user.name}`}
      >
        {active ? 'Deactivate' : 'Activate'}
      </Button>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button
            size="compact-sm"
            variant="default"
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={setRole.isPending}
            aria-label={`Change the role of ${user.name}`}
          >
            Role
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Change role</Menu.Label>
          {roles.map((role: Role) => (
            <Menu.Item
              key={role}
              disabled={role === user.role}
              onClick={() => setRole.mutate({ userId: user.id, role })}
            >
              {ROLE_LABELS[role]}
            </Menu.Item>
          ))}
        </Menu.Dropdown>
      </Menu>
      <Modal
        opened={confirming}
        onClose={() => setConfirming(false)}
        title={`Deactivate ${user.name}?`}
        centered
      >
        <Stack gap="md">
          <Text size="sm">
            They are signed out everywhere at once and cannot sign in again; their listings leave search. You
            can activate the account again at any time.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={() => setConfirming(false)}>
              Cancel
            </Button>
            <Button
              color="red"
              loading={setActive.isPending}
              onClick={() => setActive.mutate({ userId: user.id, active: false })}
            >
              Deactivate
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Group>
  );
}
