import '@mantine/dates/styles.css';
import { Button, Group, Modal, SegmentedControl, Select, Stack, Switch, Textarea } from '@mantine/core';
import { TimeInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { IconBolt } from '@tabler/icons-react';
import { addDays } from '../../../shared/dates';
import { formatStayDate } from '../../../shared/host';
import {
  OUTAGE_KIND_LABELS,
  OUTAGE_NOTE_MAX,
  OUTAGE_TEXTS,
  outageFormInput,
  outageKinds,
  type OutageFormInput,
} from '../../../shared/outages';
import { clockText, wallTime } from '../../../shared/timezones';
import { trpc } from '../../trpc';
import { applyServerErrors } from '../../ui/form';
import { showError, showSuccess } from '../../ui/toasts';

const kindOptions = outageKinds.map((value) => ({ value, label: OUTAGE_KIND_LABELS[value] }));

interface OutageReportModalProps {
  bookingId: string;
  checkIn: string;
  /** The listing's zone: the times are asked in its clock, the one on the guest's wall. */
  timeZone: string;
  opened: boolean;
  onClose: () => void;
}

/** The stay's days up to today in the listing's clock, newest first ('Today', 'Yesterday', then dates). */
function dayOptions(checkIn: string, today: string) {
  const days: { value: string; label: string }[] = [];
  for (let day = today; day >= checkIn && days.length < 60; day = addDays(day, -1)) {
    const label = day === today ? 'Today' : day === addDays(today, -1) ? 'Yesterday' : formatStayDate(day);
    days.push({ value: day, label });
  }
  return days;
}

function emptyForm(timeZone: string): OutageFormInput {
  const now = wallTime(timeZone, Date.now());
  return {
    kind: 'power',
    startDate: now.date,
    startTime: clockText(now.minutes),
    ongoing: true,
    endDate: null,
    endTime: null,
    note: '',
  };
}

/** 'Report an outage': power or internet, when it started (and ended) by the listing's clock, a note. */
export function OutageReportModal({ bookingId, checkIn, timeZone, opened, onClose }: OutageReportModalProps) {
  const utils = trpc.useUtils();
  const form = useForm<OutageFormInput>({
    initialValues: emptyForm(timeZone),
    validate: schemaResolver(outageFormInput, { sync: true }),
  });
  const report = trpc.stays.outages.report.useMutation({
    onSuccess: async () => {
      showSuccess(OUTAGE_TEXTS.reported);
      onClose();
      form.setValues(emptyForm(timeZone));
      // A credit may have changed the booking's refund: everything is read again.
      await utils.invalidate();
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) showError('The outage could not be reported', error);
    },
  });
  const close = () => {
    form.setValues(emptyForm(timeZone));
    form.clearErrors();
    onClose();
  };
  const days = dayOptions(checkIn, wallTime(timeZone, Date.now()).date);
  const ongoing = form.values.ongoing;

  return (
    <Modal opened={opened} onClose={close} title={OUTAGE_TEXTS.report} centered>
      <form noValidate onSubmit={form.onSubmit((values) => report.mutate({ ...values, bookingId }))}>
        <Stack gap="sm">
          <SegmentedControl data={kindOptions} aria-label="What went out" {...form.getInputProps('kind')} />
          <Group grow align="flex-start" gap="sm">
            <Select label="Started" data={days} allowDeselect={false} {...form.getInputProps('startDate')} />
            <TimeInput label="Start time" {...form.getInputProps('startTime')} />
          </Group>
          <Switch
            label="It is still going on"
            {...form.getInputProps('ongoing', { type: 'checkbox' })}
            onChange={(event) => {
              const still = event.currentTarget.checked;
              const now = wallTime(timeZone, Date.now());
              const end = { date: now.date, time: clockText(now.minutes) };
              // Over already: it ends now, and began half an hour ago unless the guest said otherwise.
              const { startDate, startTime } = form.getValues();
              const earlier = wallTime(timeZone, Date.now() - 30 * 60_000);
              const moveStart =
                !still && `${startDate} ${startTime}` >= `${end.date} ${end.time}` && earlier.date >= checkIn;
              form.setValues({
                ongoing: still,
                endDate: still ? null : end.date,
                endTime: still ? null : end.time,
                ...(moveStart ? { startDate: earlier.date, startTime: clockText(earlier.minutes) } : {}),
              });
            }}
          />
          {!ongoing && (
            <Group grow align="flex-start" gap="sm">
              <Select label="Ended" data={days} allowDeselect={false} {...form.getInputProps('endDate')} />
              <TimeInput label="End time" {...form.getInputProps('endTime')} />
            </Group>
          )}
          <Textarea
            label="Note (optional)"
            placeholder="What went out, what you tried"
            autosize
            minRows={2}
            maxLength={OUTAGE_NOTE_MAX}
            {...form.getInputProps('note')}
          />
          <Group justify="flex-end" gap="xs">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" loading={report.isPending} leftSection={<IconBolt size={16} aria-hidden />}>
              Report
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
