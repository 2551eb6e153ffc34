import { Card, Group, Table, Text, Title } from '@mantine/core';
import { ADMIN_TEXTS, formatAdminDate, type AdminUserRow } from '../../../../shared/admin';
import { AnchorLink } from '../../../ui/AnchorLink';
import { RoleBadge, UserStatusBadge } from '../users/UserBadges';

/** The five newest accounts, with a way to all of them (the Users tab). */
export function RecentUsers({ users }: { users: AdminUserRow[] }) {
  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="sm">
        <Title order={2} size="h4">
          Recent Users
        </Title>
        <AnchorLink to="/admin/users" size="sm">
          View all users
        </AnchorLink>
      </Group>
      {users.length === 0 ? (
        <Text c="dimmed">{ADMIN_TEXTS.noUsers}</Text>
      ) : (
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Joined</Table.Th>
                <Table.Th>Status</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {users.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td fw={500}>{u.name}</Table.Td>
                  <Table.Td>{u.email ?? ADMIN_TEXTS.noEmail}</Table.Td>
                  <Table.Td>
                    <RoleBadge role={u.role} />
                  </Table.Td>
                  <Table.Td>{formatAdminDate(u.joinedAt)}</Table.Td>
                  <Table.Td>
                    <UserStatusBadge status={u.status} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </Card>
  );
}
