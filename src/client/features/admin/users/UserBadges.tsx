import { Badge } from '@mantine/core';
import type { UserStatus } from '../../../../shared/admin';
import type { Role } from '../../../../shared/roles';

export const ROLE_LABELS: Record<Role, string> = {
  guest: 'Guest',
  host: 'Host',
  provider: 'Provider',
  admin: 'Admin',
};

const ROLE_COLORS: Record<Role, string> = { guest: 'gray', host: 'blue', provider: 'grape', admin: 'red' };

export function RoleBadge({ role }: { role: Role }) {
  return (
    <Badge variant="light" color={ROLE_COLORS[role]}>
      {ROLE_LABELS[role]}
    </Badge>
  );
}

/** Active or Inactive (spec 001 §2 Users tab). */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge variant="light" color={status === 'active' ? 'green' : 'gray'}>
      {status === 'active' ? 'Active' : 'Inactive'}
    </Badge>
  );
}
