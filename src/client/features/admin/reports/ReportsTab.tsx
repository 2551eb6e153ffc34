import { Badge, Button, Card, Center, Group, Loader, Table, Text, Title, Tooltip } from '@mantine/core';
import { IconDownload, IconFilePlus, IconRefresh } from '@tabler/icons-react';
import { useState } from 'react';
import { formatAdminDateTime } from '../../../../shared/admin';
import { formatStayDate } from '../../../../shared/host';
import {
  REPORT_DOWNLOAD_PATH,
  REPORT_FORMAT_LABELS,
  REPORT_TEXTS,
  REPORT_TYPE_LABELS,
  reportFileName,
  type ReportStatus,
  type ReportView,
} from '../../../../shared/reports';
import { trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';
import { GenerateReportDialog } from './GenerateReportDialog';
import { formatInteger } from '../../../../shared/number-format';

const STATUS_COLORS: Record<ReportStatus, string> = { processing: 'blue', completed: 'green', failed: 'red' };
const STATUS_LABELS: Record<ReportStatus, string> = {
  processing: 'Processing',
  completed: 'Completed',
  failed: 'Failed',
};

/** '12.7 MB', '830 kB', '512 B'. */
function sizeText(bytes: number): string {
  if (bytes >= 1_000_000) return `${(bytes / 1_000_000).toFixed(1)} MB`;
  if (bytes >= 1_000) return `${Math.round(bytes / 1_000)} kB`;
  return `${bytes} B`;
}

/** 'Generated Reports' (spec 001 §2 Reports tab): every report with its state, live, and its file when ready. */
export function ReportsTab() {
  const [dialogOpen, setDialogOpen] = useState(false);
  const reports = trpc.admin.reports.useQuery();

  return (
    <Card withBorder radius="md" padding="md">
      <Group justify="space-between" mb="md" gap="sm">
        <Title order={2} size="h4">
          {REPORT_TEXTS.title}
        </Title>
        <Group gap="xs">
          <Button
            variant="default"
            leftSection={<IconRefresh size={16} aria-hidden />}
            loading={reports.isFetching && !reports.isPending}
            onClick={() => void reports.refetch()}
          >
            Refresh
          </Button>
          <Button leftSection={<IconFilePlus size={16} aria-hidden />} onClick={() => setDialogOpen(true)}>
            {REPORT_TEXTS.generate}
          </Button>
        </Group>
      </Group>
      {reports.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading reports" />
        </Center>
      ) : !reports.data ? (
        <LoadFailed title={REPORT_TEXTS.loadFailed} query={reports} />
      ) : reports.data.length === 0 ? (
        <Text c="dimmed" ta="center" py="xl">
          {REPORT_TEXTS.none}
        </Text>
      ) : (
        <Table.ScrollContainer minWidth={820}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Title</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Format</Table.Th>
                <Table.Th>Period</Table.Th>
                <Table.Th>Created</Table.Th>
                <Table.Th>Status</Table.Th>
                <Table.Th>Download</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {reports.data.map((r) => (
                <ReportRow key={r.id} report={r} />
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}
      <GenerateReportDialog opened={dialogOpen} onClose={() => setDialogOpen(false)} />
    </Card>
  );
}

function ReportRow({ report: r }: { report: ReportView }) {
  const ready = r.status === 'completed';
  return (
    <Table.Tr>
      <Table.Td fw={500}>{r.title}</Table.Td>
      <Table.Td>{REPORT_TYPE_LABELS[r.type]}</Table.Td>
      <Table.Td>{REPORT_FORMAT_LABELS[r.format]}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatStayDate(r.from)} – {formatStayDate(r.to)}
      </Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>
        {formatAdminDateTime(r.createdAt)}
        {r.createdByName ? (
          <Text size="xs" c="dimmed">
            by {r.createdByName}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        {r.status === 'failed' && r.error ? (
          <Tooltip label={r.error} multiline w={280}>
            <Badge color={STATUS_COLORS.failed} variant="light" tabIndex={0}>
              {STATUS_LABELS.failed}
            </Badge>
          </Tooltip>
        ) : (
          <Badge
            color={STATUS_COLORS[r.status]}
            variant="light"
            leftSection={r.status === 'processing' ? <Loader size={10} color="blue" /> : undefined}
          >
            {STATUS_LABELS[r.status]}
          </Badge>
        )}
        {r.status === 'failed' && r.error ? (
          <Text size="xs" c="red.8" maw={220}>
            {r.error}
          </Text>
        ) : null}
        {ready && r.rows !== null && r.sizeBytes !== null ? (
          <Text size="xs" c="dimmed">
            {formatInteger(r.rows)} {r.rows === 1 ? 'row' : 'rows'} · {sizeText(r.sizeBytes)}
          </Text>
        ) : null}
      </Table.Td>
      <Table.Td>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconDownload size={14} aria-hidden />}
          disabled={!ready}
          component={ready ? 'a' : 'button'}
          {...(ready ? { href: `${REPORT_DOWNLOAD_PATH}/${r.id}`, download: reportFileName(r) } : {})}
          aria-label={`Download ${r.title}`}
        >
          Download
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
