import { Badge } from '@mantine/core';
import { IconBed, IconDeviceLaptop } from '@tabler/icons-react';
import { scoreText } from './cardText';

interface ScoreBadgeProps {
  /** The workspace score (laptop, green) or the stay score (bed, amber). */
  kind: 'workspace' | 'stay';
  label: string;
  score: number;
}

/** A property's 10-point workspace or stay score as a small badge. */
export function ScoreBadge({ kind, label, score }: ScoreBadgeProps) {
  const Icon = kind === 'workspace' ? IconDeviceLaptop : IconBed;
  return (
    <Badge
      variant="light"
      color={kind === 'workspace' ? 'kazi' : 'amber'}
      tt="none"
      fw={600}
      leftSection={<Icon size={12} aria-hidden />}
    >
      {label} {scoreText(score)}
    </Badge>
  );
}
