import { Button, Center, Loader, Modal } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconClockHour4 } from '@tabler/icons-react';
import { lazy, Suspense } from 'react';
import { clockText, zoneLabel, type TeamHours } from '../../../shared/timezones';
import { useTeamHours } from './useTeamHours';

// The form (with the list of every time zone) loads when opened.
const TeamHoursForm = lazy(() => import('./TeamHoursForm').then((m) => ({ default: m.TeamHoursForm })));

function teamHoursText(hours: TeamHours): string {
  return `Team: ${clockText(hours.start)}–${clockText(hours.end)} ${zoneLabel(hours.zone)}`;
}

/** 'Set your team’s hours' (or the hours set), opening the form in a dialog. */
export function TeamHoursButton({ size = 'sm' }: { size?: 'xs' | 'sm' }) {
  const team = useTeamHours();
  const [opened, { open, close }] = useDisclosure(false);
  const thenClose =
    <A extends unknown[]>(action: (...args: A) => Promise<void>) =>
    async (...args: A) => {
      await action(...args);
      close();
    };
  return (
    <>
      <Button
        variant="light"
        size={size}
        leftSection={<IconClockHour4 size={16} aria-hidden />}
        onClick={open}
        aria-haspopup="dialog"
      >
        {team.hours ? teamHoursText(team.hours) : 'Set your team’s hours'}
      </Button>
      <Modal opened={opened} onClose={close} title="Your team’s working hours" centered>
        <Suspense
          fallback={
            <Center mih={160}>
              <Loader aria-label="Loading" />
            </Center>
          }
        >
          <TeamHoursForm initial={team.hours} onSave={thenClose(team.save)} onClear={thenClose(team.clear)} />
        </Suspense>
      </Modal>
    </>
  );
}
