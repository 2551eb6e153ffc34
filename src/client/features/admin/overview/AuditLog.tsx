import { Button, Card, Loader, Table, Text, Title } from '@mantine/core';
import { AUDIT_ACTION_LABELS, formatAdminDateTime, type AuditEntryView } from '../../../../shared/admin';
import { trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';

/** 'active → inactive', 'guest → host': what changed, read from the entry's before and after. */
function change(entry: AuditEntryView): string {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  return Object.keys(after)
    .map((k) => `${k}: ${String(before[k] ?? '—')} → ${String(after[k])}`)
    .join(', ');
}

/** What admins changed, newest first; the log is append-only (the database refuses edits). */
export function AuditLog() {
  const audit = trpc.admin.audit.useInfiniteQuery(
    {},
    { getNextPageParam: (last) => last.nextCursor ?? undefined },
  );
  const entries = audit.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <Card withBorder radius="md" padding="md">
      <Title order={2} size="h4" mb="sm">
        Audit Log
      </Title>
      {audit.isPending ? (
        <Loader size="sm" aria-label="Loading the audit log" />
      ) : audit.isError && entries.length === 0 ? (
        <LoadFailed title="Failed to load the audit log" query={audit} />
      ) : entries.length === 0 ? (
        <Text c="dimmed">No admin actions yet.</Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={640}>
            <Table verticalSpacing="xs" fz="sm">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>When</Table.Th>
                  <Table.Th>Admin</Table.Th>
                  <Table.Th>Action</Table.Th>
                  <Table.Th>Target</Table.Th>
                  <Table.Th>Change</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {entries.map((e) => (
                  <Table.Tr key={e.id}>
                    <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatAdminDateTime(e.createdAt)}</Table.Td>
                    <Table.Td>{e.actorName}</Table.Td>
                    <Table.Td>{AUDIT_ACTION_LABELS[e.action]}</Table.Td>
                    <Table.Td>{e.targetLabel}</Table.Td>
                    <Table.Td>{change(e)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {audit.hasNextPage && (
            <Button
              variant="default"
              size="xs"
              mt="sm"
              loading={audit.isFetchingNextPage}
              onClick={() => void audit.fetchNextPage()}
            >
              Show older entries
            </Button>
          )}
        </>
      )}
    </Card>
  );
}
