import { Alert, Button, Group, Modal, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconArrowDown, IconArrowUp, IconBrandSpeedtest, IconClock } from '@tabler/icons-react';
import { useState, type ReactNode } from 'react';
import { formatMbps } from '../../../shared/speed-tests';
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
  const busy = !['idle', 'done', 'failed'].includes(state.phase);

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
          {state.result && (
            <Text size="xs" c="dimmed" ta="center">
              Recorded at {state.result.localTime}, the listing’s time.
            </Text>
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

/** The gauge's figure: live while a direction runs, then the stored (or measured) download. */
function shownSpeed(state: SpeedTestState): number {
  if (state.phase === 'download' || state.phase === 'upload') return state.liveMbps;
  return state.result?.downloadMbps ?? state.downloadMbps ?? 0;
}

function Figures({ state }: { state: SpeedTestState }) {
  const stored = state.result;
  return (
    <SimpleGrid cols={3} spacing="xs">
      <Figure icon={<IconClock size={16} aria-hidden />} label="Latency">
        {(stored?.latencyMs ?? state.latencyMs) === null ? '—' : `${stored?.latencyMs ?? state.latencyMs} ms`}
      </Figure>
      <Figure icon={<IconArrowDown size={16} aria-hidden />} label="Download">
        {formatMbps(stored?.downloadMbps ?? state.downloadMbps)}
      </Figure>
      <Figure icon={<IconArrowUp size={16} aria-hidden />} label="Upload">
        {formatMbps(stored?.uploadMbps ?? state.uploadMbps)}
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
