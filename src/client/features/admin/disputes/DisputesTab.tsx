import {
  Anchor,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  SegmentedControl,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { useState } from 'react';
import { formatAdminDateTime } from '../../../../shared/admin';
import {
  DISPUTE_CATEGORY_LABELS,
  DISPUTE_STATUS_LABELS,
  type DisputeStatus,
  type DisputeView,
} from '../../../../shared/disputes';
import { formatStayDate } from '../../../../shared/host';
import { formatPrice } from '../../../../shared/money';
import { trpc } from '../../../trpc';
import { AnchorLink } from '../../../ui/AnchorLink';
import { LoadFailed } from '../../../ui/LoadFailed';
import { ResolveDisputeModal } from './ResolveDisputeModal';

const STATUS_COLORS: Record<DisputeStatus, string> = { open: 'orange', refunded: 'green', rejected: 'gray' };
type Filter = DisputeStatus | 'all';

/** Problems guests reported on their stays: each resolved with a refund or rejected with a reason. */
export function DisputesTab() {
  const [filter, setFilter] = useState<Filter>('open');
  const [resolving, setResolving] = useState<DisputeView | null>(null);
  const disputes = trpc.admin.disputes.useQuery(filter === 'all' ? {} : { status: filter });

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4">
          Disputes
        </Title>
        <SegmentedControl
          size="xs"
          value={filter}
          onChange={(v) => setFilter(v)}
          data={[
            { value: 'open', label: 'Open' },
            { value: 'refunded', label: 'Refunded' },
            { value: 'rejected', label: 'Rejected' },
            { value: 'all', label: 'All' },
          ]}
        />
      </Group>
      {disputes.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading disputes" />
        </Center>
      ) : !disputes.data ? (
        <LoadFailed title="Failed to load disputes" query={disputes} />
      ) : disputes.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          No disputes here.
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={900}>
          <Table verticalSpacing="sm">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Stay</Table.Th>
                <Table.Th>Guest / Host</Table.Th>
                <Table.Th>Problem</Table.Th>
                <Table.Th>Opened</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Actions</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {disputes.data.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    <AnchorLink to="/property/$id" params={{ id: d.propertyId }} fw={500}>
                      {d.propertyTitle}
                    </AnchorLink>
                    <Text size="xs" c="dimmed">
                      {formatStayDate(d.checkIn)} – {formatStayDate(d.checkOut)}
                    </Text>
                  </Table.Td>
                  <Table.Td>
                    <Text size="sm">{d.guestName}</Text>
                    <Text size="xs" c="dimmed">
                      host {d.hostName}
                    </Text>
                  </Table.Td>
                  <Table.Td maw={360}>
                    <Text size="sm" fw={500}>
                      {DISPUTE_CATEGORY_LABELS[d.category]}
                    </Text>
                    <Text size="sm" lineClamp={3}>
                      {d.description}
                    </Text>
                    {d.photos.length > 0 && (
                      <Group gap={4} mt={4}>
                        {d.photos.map((url, i) => (
                          <Anchor key={url} href={url} target="_blank" rel="noreferrer">
                            <Image
                              src={url}
                              alt={`Photo ${i + 1} of the problem`}
                              w={40}
                              h={40}
                              radius="xs"
                              fit="cover"
                            />
                          </Anchor>
                        ))}
                      </Group>
                    )}
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatAdminDateTime(d.createdAt)}</Table.Td>
                  <Table.Td>
                    <Badge color={STATUS_COLORS[d.status]} variant="light">
                      {DISPUTE_STATUS_LABELS[d.status]}
                    </Badge>
                    {d.status === 'refunded' && d.refundCents !== null && (
                      <Text size="xs">{formatPrice(d.refundCents)} refunded</Text>
                    )}
                    {d.status === 'rejected' && (
                      <Text size="xs" c="dimmed" lineClamp={2}>
                        {d.resolution}
                      </Text>
                    )}
                  </Table.Td>
                  <Table.Td>
                    {d.status === 'open' ? (
                      <Button size="compact-sm" onClick={() => setResolving(d)}>
                        Resolve
                      </Button>
                    ) : (
                      <Text size="xs" c="dimmed">
                        {d.resolvedAt ? formatAdminDateTime(d.resolvedAt) : ''}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      {resolving && <ResolveDisputeModal dispute={resolving} onClose={() => setResolving(null)} />}
    </Card>
  );
}
