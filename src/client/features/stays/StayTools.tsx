import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconBolt } from '@tabler/icons-react';
import { lazy, Suspense, useState } from 'react';
import { OUTAGE_TEXTS } from '../../../shared/outages';
import { SpeedTestButton } from './SpeedTestButton';
import { StayOutages } from './StayOutages';

// The form and its time pickers load when the guest first opens it.
const OutageReportModal = lazy(() =>
  import('./OutageReportModal').then((m) => ({ default: m.OutageReportModal })),
);

interface StayToolsProps {
  bookingId: string;
  checkIn: string;
  timeZone: string;
}

/** 'During your stay': report an outage, and what was reported with the host's answers. */
export function StayTools({ bookingId, checkIn, timeZone }: StayToolsProps) {
  const [reporting, setReporting] = useState(false);
  const [opened, setOpened] = useState(false);
  return (
    <Paper withBorder radius="md" p="sm">
      <Stack gap="xs">
        <Text size="sm" fw={600}>
          During your stay
        </Text>
        <Group gap="xs">
          <Button
            size="sm"
            variant="default"
            leftSection={<IconBolt size={16} aria-hidden />}
            onClick={() => {
              setOpened(true);
              setReporting(true);
            }}
          >
            {OUTAGE_TEXTS.report}
          </Button>
          <SpeedTestButton bookingId={bookingId} />
        </Group>
        <StayOutages bookingId={bookingId} />
      </Stack>
      {opened && (
        <Suspense fallback={null}>
          <OutageReportModal
            bookingId={bookingId}
            checkIn={checkIn}
            timeZone={timeZone}
            opened={reporting}
            onClose={() => setReporting(false)}
          />
        </Suspense>
      )}
    </Paper>
  );
}
