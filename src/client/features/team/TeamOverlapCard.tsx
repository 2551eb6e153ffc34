import { Group, Stack, Text } from '@mantine/core';
import { IconClockHour4 } from '@tabler/icons-react';
import { overlapSentence, zoneLabel } from '../../../shared/timezones';
import { SectionCard } from '../properties/detail/SectionCard';
import { TeamHoursButton } from './TeamHoursButton';
import { OverlapBadge } from './TeamOverlapBadge';
import { useOverlap, type OverlapPlace } from './useOverlap';

/**
 * 'Time-zone overlap' on a listing's page: the listing's zone, and once the guest has set their team's
 * hours, how much of the team's day falls in their working day there on the dates chosen (today without).
 */
export function TeamOverlapCard({ timeZone, checkIn, checkOut }: OverlapPlace) {
  const result = useOverlap(timeZone, checkIn, checkOut);
  return (
    <SectionCard title="Time-zone overlap" icon={<IconClockHour4 size={20} aria-hidden />}>
      <Stack gap="sm" align="flex-start" data-testid="team-overlap-card">
        <Text size="sm" c="dimmed">
          This place is on {zoneLabel(timeZone)} time ({timeZone}).
        </Text>
        {result ? (
          <>
            <Group gap="xs">
              <OverlapBadge overlap={result.overlap} size="lg" />
              {checkIn && checkOut && (
                <Text size="sm" c="dimmed">
                  on your dates
                </Text>
              )}
            </Group>
            <Text>{overlapSentence(result.team, result.overlap)}</Text>
          </>
        ) : (
          <Text>Set your team’s time zone and hours to see how much of their day overlaps yours here.</Text>
        )}
        <TeamHoursButton />
      </Stack>
    </SectionCard>
  );
}
