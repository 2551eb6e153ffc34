import { Badge, type BadgeProps } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { overlapBadgeText, overlapSentence, type StayOverlap } from '../../../shared/timezones';
import { useOverlap, type OverlapPlace } from './useOverlap';

/** '2 h team overlap', grey when there is none. */
export function OverlapBadge({
  overlap,
  ...props
}: { overlap: StayOverlap } & BadgeProps & { title?: string }) {
  return (
    <Badge variant="light" color={overlap.maxMinutes === 0 ? 'gray' : 'indigo'} tt="none" {...props}>
      {overlapBadgeText(overlap)}
    </Badge>
  );
}

/** On a card: the overlap once the guest has set their team's hours (nothing before). */
export function TeamOverlapBadge({ timeZone, checkIn, checkOut }: OverlapPlace) {
  const result = useOverlap(timeZone, checkIn, checkOut);
  if (!result) return null;
  return (
    <OverlapBadge
      overlap={result.overlap}
      fw={600}
      leftSection={<IconClockHour4 size={12} aria-hidden />}
      title={overlapSentence(result.team, result.overlap)}
      data-testid="team-overlap"
    />
  );
}
