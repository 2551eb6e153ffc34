import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconBrandSpeedtest, IconClock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { formatMbps, SPEED_TEXTS } from '../../../shared/speed-tests';
import { SpeedGauge } from './SpeedGauge';
import { PHASE_TEXTS, useSpeedTest, type SpeedTestState } from './useSpeedTest';

interface SpeedTestButtonProps {
  /** The guest's booking whose stay is going on. */
  bookingId: string;
  size?: 'xs' | 'sm' | 'md';
}

/** 'Run a speed test': measures the internet at the desk and stores it with the stay. */
export function SpeedTestButton({ bookingId, size = 'sm' }: SpeedTestButtonProps) {
  const [opened, setOpened] = useState(false);
  const { state, run, reset } = useSpeedTest(bookingId);
  const busy = !['idle', 'done', 'incomplete', 'failed'].includes(state.phase);

  const open = () => {
    setOpened(true);
    void run();
  };
  const close = () => {
    reset();
    setOpened(false);
  };

  return (
    <>
      <Button
        size={size}
        variant="default"
        leftSection={<IconBrandSpeedtest size={16} aria-hidden />}
        onClick={open}
      >
        Run a speed test
      </Button>
      <Modal opened={opened} onClose={close} title="Speed test at your desk" centered>
        <Stack gap="md" align="stretch">
          <Text size="sm" c="dimmed" aria-live="polite">
            {PHASE_TEXTS[state.phase]}
          </Text>
          <Group justify="center">
            <SpeedGauge mbps={shownSpeed(state)} label={state.phase === 'upload' ? 'Upload' : 'Download'} />
          </Group>
          <Figures state={state} />
          {state.result?.status === 'complete' && (
            <Text size="xs" c="dimmed" ta="center">
              Recorded at {state.result.localTime}, the listing’s time, as the server measured it.
            </Text>
          )}
          {state.result?.status === 'incomplete' && (
            <Alert color="yellow" variant="light" title="Incomplete">
              {SPEED_TEXTS.incomplete}
            </Alert>
          )}
          {state.result?.flagged && (
            <Alert color="yellow" variant="light" title="Kept for review">
              {SPEED_TEXTS.flagged}
            </Alert>
          )}
          {state.error && (
            <Alert color="red" variant="light" title="Not saved">
              {state.error}
            </Alert>
          )}
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              {busy ? 'Cancel' : 'Close'}
            </Button>
            {!busy && (
              <Button onClick={() => void run()} leftSection={<IconBrandSpeedtest size={16} aria-hidden />}>
                Run again
              </Button>
            )}
          </Group>
        </Stack>
      </Modal>
    </>
  );
}

/** The gauge's figure: live while a direction runs, then the browser's download until the server's is in. */
function shownSpeed(state: SpeedTestState): number {
  if (state.phase === 'download' || state.phase === 'upload') return state.liveMbps;
  if (state.result) return state.result.downloadMbps ?? 0;
  return state.downloadMbps ?? 0;
}

/** The browser's figures while the test runs; once recorded, only the server's (none on an incomplete test). */
function Figures({ state }: { state: SpeedTestState }) {
  const shown = state.result ?? state;
  return (
    <SimpleGrid cols={3} spacing="xs">
      <Figure icon={<IconClock size={16} aria-hidden />} label="Latency">
        {shown.latencyMs === null ? '—' : `${shown.latencyMs} ms`}
      </Figure>
      <Figure icon={<IconArrowDown size={16} aria-hidden />} label="Download">
        {formatMbps(shown.downloadMbps)}
      </Figure>
      <Figure icon={<IconArrowUp size={16} aria-hidden />} label="Upload">
        {formatMbps(shown.uploadMbps)}
      </Figure>
    </SimpleGrid>
  );
}

function Figure({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <Stack gap={2} align="center">
      <Group gap={4} c="dimmed">
        {icon}
        <Text size="xs">{label}</Text>
      </Group>
      <Text fw={600}>{children}</Text>
    </Stack>
  );
}
