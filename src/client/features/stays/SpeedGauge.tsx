import { SemiCircleProgress, Text } from '@mantine/core';
import { formatMbps, SPEED_MBPS_MAX } from '../../../shared/speed-tests';

interface SpeedGaugeProps {
  mbps: number;
  /** What is being measured: 'Download', 'Upload'. */
  label: string;
}

/** The share of the gauge for a speed: logarithmic, so 2, 20 and 200 Mbps sit apart and 1000 fills it. */
export function gaugeShare(mbps: number): number {
  if (mbps <= 0) return 0;
  return Math.min(100, (Math.log10(1 + mbps) / Math.log10(1 + SPEED_MBPS_MAX)) * 100);
}

/** A live speedometer for the running direction. */
export function SpeedGauge({ mbps, label }: SpeedGaugeProps) {
  return (
    <SemiCircleProgress
      value={gaugeShare(mbps)}
      size={220}
      thickness={14}
      fillDirection="left-to-right"
      filledSegmentColor="teal"
      transitionDuration={200}
      label={
        <Text component="span" fw={700} size="xl">
          {formatMbps(mbps)}
          <Text component="span" display="block" size="xs" c="dimmed">
            {label}
          </Text>
        </Text>
      }
      aria-label={`${label}: ${formatMbps(mbps)}`}
    />
  );
}
