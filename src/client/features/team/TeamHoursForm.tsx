import { Button, Group, Select, Stack, Text } from '@mantine/core';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { useMemo, useState } from 'react';
import {
  clockText,
  DEFAULT_TEAM_HOURS,
  TEAM_HOURS_STEP,
  teamHoursSchema,
  WORKDAY,
  zoneLabel,
  type TeamHours,
} from '../../../shared/timezones';
import { applyServerErrors } from '../../ui/form';
import { showError } from '../../ui/toasts';

const resolve = schemaResolver(teamHoursSchema, { sync: true });
const timeOptions = Array.from({ length: (24 * 60) / TEAM_HOURS_STEP }, (_, i) => ({
  value: String(i * TEAM_HOURS_STEP),
  label: clockText(i * TEAM_HOURS_STEP),
}));

interface FormValues {
  zone: string | null;
  start: string | null;
  end: string | null;
}

const toHours = (v: FormValues) => ({ zone: v.zone ?? '', start: Number(v.start), end: Number(v.end) });

/** Every IANA zone this browser knows, 'Europe/London' shown as 'London (Europe/London)'. */
function zoneOptions(): { value: string; label: string }[] {
  const zones = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : ['UTC'];
  return zones.map((zone) => ({ value: zone, label: `${zoneLabel(zone)} (${zone})` }));
}

/** This browser's own zone, when it is one of the listed ones (a team often works where the guest lives). */
function browserZone(zones: { value: string }[]): string | null {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zones.some((option) => option.value === zone) ? zone : null;
  } catch {
    return null;
  }
}

interface TeamHoursFormProps {
  initial: TeamHours | null;
  onSave: (hours: TeamHours) => Promise<void>;
  onClear: () => Promise<void>;
}

/** The team's zone and working day, checked with the shared schema (the server checks the same). */
export function TeamHoursForm({ initial, onSave, onClear }: TeamHoursFormProps) {
  const zones = useMemo(zoneOptions, []);
  const [pending, setPending] = useState(false);
  const form = useForm<FormValues, TeamHours, FormErrors>({
    initialValues: {
      zone: initial?.zone ?? browserZone(zones),
      start: String(initial?.start ?? DEFAULT_TEAM_HOURS.start),
      end: String(initial?.end ?? DEFAULT_TEAM_HOURS.end),
    },
    validate: (values): FormErrors => resolve(toHours(values)),
    transformValues: (values) => teamHoursSchema.parse(toHours(values)),
  });

  const run = async (action: () => Promise<void>) => {
    setPending(true);
    try {
      await action();
    } catch (error) {
      if (!applyServerErrors(form, error)) showError('Could not save your team’s hours', error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((hours) => void run(() => onSave(hours)))}>
      <Stack gap="sm">
        <Text size="sm" c="dimmed">
          Listings show how much of your team’s working day falls in your {clockText(WORKDAY.start)}–
          {clockText(WORKDAY.end)} day at the desk, in their own time zone, on your dates.
        </Text>
        <Select
          label="Team time zone"
          data={zones}
          searchable
          limit={50}
          nothingFoundMessage="No such time zone"
          allowDeselect={false}
          withAsterisk
          {...form.getInputProps('zone')}
        />
        <Group grow align="flex-start" gap="sm">
          {(['start', 'end'] as const).map((field) => (
            <Select
              key={field}
              label={field === 'start' ? 'Team starts' : 'Team ends'}
              data={timeOptions}
              allowDeselect={false}
              withAsterisk
              {...form.getInputProps(field)}
            />
          ))}
        </Group>
        <Group justify="flex-end" gap="sm">
          {initial && (
            <Button variant="subtle" color="gray" disabled={pending} onClick={() => void run(onClear)}>
              Clear
            </Button>
          )}
          <Button type="submit" loading={pending}>
            Save team hours
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
