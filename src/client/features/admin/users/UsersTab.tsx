import { Select, Table } from '@mantine/core';
import { getRouteApi } from '@tanstack/react-router';
import { ADMIN_TEXTS, formatAdminDate, formatAdminDateTime } from '../../../../shared/admin';
import { roles } from '../../../../shared/roles';
import { trpc } from '../../../trpc';
import type { AdminUsersSearch } from '../../../searchSchemas';
import { AdminListCard } from '../AdminListCard';
import { ROLE_LABELS, RoleBadge, UserStatusBadge } from './UserBadges';
import { UserActions } from './UserActions';

const route = getRouteApi('/_main/_signedIn/_admin/admin/users');

const roleOptions = roles.map((r) => ({ value: r, label: ROLE_LABELS[r] }));
const statusOptions = [
  { value: 'active', label: 'Active' },
  { value: 'inactive', label: 'Inactive' },
];

/**
 * 'User Management' (spec 001 §2 Users tab): every account, searched, filtered and paged on the server, with
 * its status and role changed here. The search, filters and page live in the URL.
 */
export function UsersTab() {
  const search = route.useSearch();
  const navigate = route.useNavigate();
  const go = (next: AdminUsersSearch, replace = false) =>
    void navigate({ search: (s) => ({ ...s, page: undefined, ...next }), replace });
  const input = {
    search: search.search?.trim() || undefined,
    role: search.role,
    status: search.status,
    page: search.page ?? 1,
  };
  const users = trpc.admin.users.useQuery(input, { placeholderData: (previous) => previous });

  return (
    <AdminListCard
      title={ADMIN_TEXTS.usersTitle}
      subtitle={ADMIN_TEXTS.usersSubtitle}
      noun={{ one: 'user', many: 'users' }}
      searchPlaceholder={ADMIN_TEXTS.searchUsers}
      search={search.search}
      onSearch={(value) => go({ search: value }, true)}
      filters={
        <>
          <Select
            w={150}
            aria-label="Role"
            placeholder="All roles"
            data={roleOptions}
            value={search.role ?? null}
            clearable
            onChange={(v) => go({ role: (v as AdminUsersSearch['role']) ?? undefined })}
          />
          <Select
            w={150}
            aria-label="Status"
            placeholder="Any status"
            data={statusOptions}
            value={search.status ?? null}
            clearable
            onChange={(v) => go({ status: (v as AdminUsersSearch['status']) ?? undefined })}
          />
        </>
      }
      query={users}
      loadFailed={ADMIN_TEXTS.loadUsersFailed}
      empty={ADMIN_TEXTS.noUsers}
      onPage={(page) => void navigate({ search: (s) => ({ ...s, page: page > 1 ? page : undefined }) })}
    >
      {(data) => (
        <Table.ScrollContainer minWidth={860}>
          <Table verticalSpacing="xs" striped aria-busy={users.isFetching}>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>User</Table.Th>
                <Table.Th>Email</Table.Th>
                <Table.Th>Role</Table.Th>
                <Table.Th>Joined</Table.Th>
                <Table.Th>Last Login</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {data.items.map((u) => (
                <Table.Tr key={u.id}>
                  <Table.Td fw={500}>{u.name}</Table.Td>
                  <Table.Td>{u.email ?? ADMIN_TEXTS.noEmail}</Table.Td>
                  <Table.Td>
                    <RoleBadge role={u.role} />
                  </Table.Td>
                  <Table.Td>{formatAdminDate(u.joinedAt)}</Table.Td>
                  <Table.Td>
                    {u.lastSignInAt ? formatAdminDateTime(u.lastSignInAt) : ADMIN_TEXTS.never}
                  </Table.Td>
                  <Table.Td>
                    <UserStatusBadge status={u.status} />
                  </Table.Td>
                  <Table.Td>
                    <UserActions user={u} />
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
    </AdminListCard>
  );
}
