import { Badge, Button, Card, Center, Drawer, Group, Loader, Stack, Text } from '@mantine/core';
import { formatAdminDateTime } from '../../../../shared/admin';
import {
  LISTING_REPORT_REASON_LABELS,
  LISTING_REPORT_STATUS_LABELS,
  MODERATION_TEXTS,
  type ListingReportView,
} from '../../../../shared/moderation';
import { trpc } from '../../../trpc';
import { LoadFailed } from '../../../ui/LoadFailed';
import { showError, showSuccess } from '../../../ui/toasts';

interface ListingReportsDrawerProps {
  /** The listing whose reports are shown; null when the drawer is closed. */
  listing: { id: string; title: string } | null;
  onClose: () => void;
}

/** A listing's reports (open ones first): reason, details, reporter and date, each open one dismissable. */
export function ListingReportsDrawer({ listing, onClose }: ListingReportsDrawerProps) {
  return (
    <Drawer
      opened={listing !== null}
      onClose={onClose}
      position="right"
      size="lg"
      title={listing ? `Reports: ${listing.title}` : ''}
    >
      {listing && <ReportsList propertyId={listing.id} />}
    </Drawer>
  );
}

function ReportsList({ propertyId }: { propertyId: string }) {
  const reports = trpc.admin.listingReports.useQuery({ propertyId });
  if (reports.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading reports" />
      </Center>
    );
  }
  if (!reports.data) {
    return <LoadFailed title={MODERATION_TEXTS.loadReportsFailed} query={reports} />;
  }
  if (reports.data.length === 0) {
    return (
      <Text c="dimmed" ta="center" py="xl">
        {MODERATION_TEXTS.noReports}
      </Text>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }}>
      {reports.data.map((r) => (
        <ReportCard key={r.id} report={r} />
      ))}
    </Stack>
  );
}

function ReportCard({ report }: { report: ListingReportView }) {
  const utils = trpc.useUtils();
  const dismiss = trpc.admin.dismissListingReport.useMutation({
    onSuccess: () => showSuccess(MODERATION_TEXTS.dismissed),
    onError: (error) => showError(MODERATION_TEXTS.dismissFailed, error),
    onSettled: () => utils.admin.invalidate(),
  });
  const open = report.status === 'open';
  return (
    <Card component="li" withBorder radius="md" p="sm">
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" align="flex-start">
          <Text fw={600}>{LISTING_REPORT_REASON_LABELS[report.reason]}</Text>
          <Badge variant="light" color={open ? 'orange' : 'gray'}>
            {LISTING_REPORT_STATUS_LABELS[report.status]}
          </Badge>
        </Group>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
          {report.details}
        </Text>
        <Group justify="space-between" align="flex-end" wrap="nowrap">
          <Text size="xs" c="dimmed">
            {report.reporter.name}
            {report.reporter.email ? ` <${report.reporter.email}>` : ''} ·{' '}
            {formatAdminDateTime(report.createdAt)}
          </Text>
          {open && (
            <Button
              size="compact-sm"
              variant="default"
              loading={dismiss.isPending}
              onClick={() => dismiss.mutate({ reportId: report.id })}
            >
              Dismiss
            </Button>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
