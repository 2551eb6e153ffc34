import { Badge } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { overlapBadgeText, overlapSentence } from '../../../shared/timezones';
import { useOverlap, type OverlapPlace } from './useOverlap';

/** On a card: '2 h team overlap' once the guest has set their team's hours (nothing before). */
export function TeamOverlapBadge({ timeZone, checkIn, checkOut }: OverlapPlace) {
  const result = useOverlap(timeZone, checkIn, checkOut);
  if (!result) return null;
  const { team, overlap } = result;
  return (
    <Badge
      variant="light"
      color={overlap.maxMinutes === 0 ? 'gray' : 'indigo'}
      tt="none"
      fw={600}
      leftSection={<IconClockHour4 size={12} aria-hidden />}
      title={overlapSentence(team, overlap)}
      data-testid="team-overlap"
    >
      {overlapBadgeText(overlap)}
    </Badge>
  );
}
