import {
  Anchor,
  Avatar,
  Badge,
  Button,
  Card,
  Center,
  Group,
  Image,
  Loader,
  Paper,
  Select,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconCheck, IconFileDownload, IconUserOff, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { formatAdminDate } from '../../../../shared/admin';
import {
  SERVICE_CATEGORY_NAMES,
  type ProviderApplicationStatus,
  type ProviderApplicationView,
} from '../../../../shared/services';
import { trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';
import { showError, showSuccess } from '../../../ui/toasts';
import { RejectApplicationModal } from './RejectApplicationModal';
import { formatMoney } from '../../../../shared/money';
import { RevokeProviderModal } from './RevokeProviderModal';

const STATUS_COLORS: Record<ProviderApplicationStatus, string> = {
  pending: 'orange',
  approved: 'green',
  rejected: 'gray',
  revoked: 'red',
};
const STATUS_LABELS: Record<ProviderApplicationStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  revoked: 'Revoked',
};
type Filter = ProviderApplicationStatus | 'all';
const FILTERS: { value: Filter; label: string }[] = [
  { value: 'pending', label: 'Pending' },
  { value: 'approved', label: 'Approved' },
  { value: 'rejected', label: 'Rejected' },
  { value: 'revoked', label: 'Revoked' },
  { value: 'all', label: 'All' },
];

function formatSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

const capitalize = (s: string) => `${s[0]?.toUpperCase() ?? ''}${s.slice(1)}`;

/** Applications to become a service provider: approved, or rejected with a reason; approved ones revoked. */
export function ApplicationsTab() {
  const [filter, setFilter] = useState<Filter>('pending');
  const applications = trpc.admin.applications.useQuery(filter === 'all' ? {} : { status: filter });

  return (
    <Card withBorder radius="md" padding="md">
      <Stack gap="md">
        <Group justify="space-between" align="flex-end" gap="sm">
          <div>
            <Title order={2} size="h4">
              Provider Applications
            </Title>
            <Text c="dimmed" size="sm">
              Review who may offer services
            </Text>
          </div>
          <Select
            aria-label="Status"
            w={160}
            allowDeselect={false}
            value={filter}
            onChange={(v) => setFilter(FILTERS.find((f) => f.value === v)?.value ?? 'pending')}
            data={FILTERS}
          />
        </Group>
        {applications.isPending ? (
          <Center py="xl">
            <Loader aria-label="Loading applications" />
          </Center>
        ) : !applications.data ? (
          <LoadFailed title="Failed to load applications" query={applications} />
        ) : applications.data.length === 0 ? (
          <Text c="dimmed" ta="center" py="xl">
            No applications
          </Text>
        ) : (
          applications.data.map((a) => <ApplicationCard key={a.id} application={a} />)
        )}
      </Stack>
    </Card>
  );
}

function ApplicationCard({ application: a }: { application: ProviderApplicationView }) {
  const utils = trpc.useUtils();
  const [rejecting, setRejecting] = useState(false);
  const [revoking, setRevoking] = useState(false);
  const approve = trpc.admin.approveApplication.useMutation({
    onSuccess: () => showSuccess('Provider approved'),
    onError: (error) => showError('Failed to review the application', error),
    onSettled: () => utils.admin.invalidate(),
  });

  return (
    <Paper withBorder radius="md" p="md" component="article" aria-label={a.displayName}>
      <Stack gap="sm">
        {/* Wraps: at phone width the status and the actions go under the applicant instead of off the card. */}
        <Group justify="space-between" align="flex-start">
          <Group gap="sm" wrap="nowrap" miw={0}>
            <Avatar src={a.avatarUrl} alt={a.displayName} name={a.displayName} size="lg" radius="xl" />
            <div>
              <Text fw={600}>{a.displayName}</Text>
              <Text size="sm" c="dimmed">
                {a.accountName} · {a.accountEmail}
              </Text>
              <Text size="xs" c="dimmed">
                Applied {formatAdminDate(a.createdAt)}
              </Text>
            </div>
          </Group>
          <Stack gap={4} align="flex-end">
            <Badge color={STATUS_COLORS[a.status]} variant="light">
              {STATUS_LABELS[a.status]}
            </Badge>
            {a.status === 'pending' && (
              <Group gap={6} wrap="nowrap">
                <Button
                  size="compact-sm"
                  color="green"
                  leftSection={<IconCheck size={14} aria-hidden />}
                  loading={approve.isPending}
                  onClick={() => approve.mutate({ applicationId: a.id })}
                  aria-label={`Approve ${a.displayName}`}
                >
                  Approve
                </Button>
                <Button
                  size="compact-sm"
                  variant="light"
                  color="red"
                  leftSection={<IconX size={14} aria-hidden />}
                  onClick={() => setRejecting(true)}
                  aria-label={`Reject ${a.displayName}`}
                >
                  Reject
                </Button>
              </Group>
            )}
            {a.status === 'approved' && (
              <Button
                size="compact-sm"
                variant="light"
                color="red"
                leftSection={<IconUserOff size={14} aria-hidden />}
                onClick={() => setRevoking(true)}
                aria-label={`Revoke ${a.displayName}`}
              >
                Revoke
              </Button>
            )}
          </Stack>
        </Group>

        {(a.status === 'rejected' || a.status === 'revoked') && a.reason && (
          <Text size="sm" c="dimmed">
            Reason: {a.reason}
          </Text>
        )}

        <Group gap={6}>
          {a.categories.map((c) => (
            <Badge key={c} variant="outline" size="sm">
              {SERVICE_CATEGORY_NAMES[c]}
            </Badge>
          ))}
        </Group>
        <Text size="sm">
          From <b>{formatMoney(a.startingPriceCents, a.currency)}</b> ·{' '}
          {a.availability.map(capitalize).join(', ')} · {a.timeSlots}
        </Text>
        {a.bio && (
          <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
            {a.bio}
          </Text>
        )}

        {a.portfolio.length > 0 && (
          <Group gap={4}>
            {a.portfolio.map((url, i) => (
              <Anchor key={url} href={url} target="_blank" rel="noreferrer">
                <Image src={url} alt={`Portfolio image ${i + 1}`} w={56} h={56} radius="xs" fit="cover" />
              </Anchor>
            ))}
          </Group>
        )}

        {a.documents.length > 0 && (
          <Stack gap={2}>
            <Text size="xs" fw={500}>
              Verification documents
            </Text>
            {a.documents.map((d) => (
              <Group key={d.key} gap={4}>
                <IconFileDownload size={14} aria-hidden />
                <Anchor href={d.url} size="sm" download={d.fileName}>
                  {d.fileName}
                </Anchor>
                <Text size="xs" c="dimmed">
                  ({formatSize(d.sizeBytes)})
                </Text>
              </Group>
            ))}
          </Stack>
        )}
      </Stack>
      {a.status === 'pending' && (
        <RejectApplicationModal application={a} opened={rejecting} onClose={() => setRejecting(false)} />
      )}
      {a.status === 'approved' && (
        <RevokeProviderModal application={a} opened={revoking} onClose={() => setRevoking(false)} />
      )}
    </Paper>
  );
}
