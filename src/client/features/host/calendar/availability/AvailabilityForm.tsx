import '@mantine/dates/styles.css';
import { Alert, Button, Select, SimpleGrid, Stack } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { schemaResolver, useForm } from '@mantine/form';
import { IconAlertCircle, IconCalendar, IconDeviceFloppy } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { lastMarkableNight } from '../../../../../shared/availability';
import {
  availabilityFormInput,
  availabilityStatuses,
  CALENDAR_TEXTS,
  type AvailabilityFormInput,
} from '../../../../../shared/calendar';
import { platformToday } from '../../../../../shared/dates';
import { describeError, trpc } from '../../../../trpc';
import { applyServerErrors } from '../../../../ui/form';
import { showSuccess } from '../../../../ui/toasts';
import { STATUS_LABELS, updatedText } from './availabilityText';

const resolve = schemaResolver(availabilityFormInput, { sync: true });
const statusOptions = availabilityStatuses.map((s) => ({ value: s, label: STATUS_LABELS[s] }));
interface AvailabilityFormProps {
  properties: { id: string; title: string }[];
  /** The listing chosen outside the form (the calendar's picker); the form follows it. */
  propertyId: string;
  onPropertyChange: (id: string) => void;
}

/** Spec 001 §5 Availability form: a listing, a range of nights (both ends included) and what they become. */
export function AvailabilityForm({ properties, propertyId, onPropertyChange }: AvailabilityFormProps) {
  const [refusal, setRefusal] = useState<string | null>(null);
  const utils = trpc.useUtils();
  const form = useForm<AvailabilityFormInput>({
    initialValues: { propertyId, startDate: '', endDate: '', status: 'unavailable' },
    validate: resolve,
  });
  const { getValues, setFieldValue } = form;
  useEffect(() => {
    if (getValues().propertyId !== propertyId) setFieldValue('propertyId', propertyId);
  }, [propertyId, getValues, setFieldValue]);

  const save = trpc.host.availability.set.useMutation({
    onSuccess: async (result, input) => {
      showSuccess(
        CALENDAR_TEXTS.availabilityUpdated,
        updatedText(input.startDate, input.endDate, input.status, result.importedNights),
      );
      form.setValues({ startDate: '', endDate: '' });
      await Promise.all([utils.host.invalidate(), utils.bookings.unavailable.invalidate()]);
    },
    onError: (error) => {
      if (!applyServerErrors(form, error)) setRefusal(describeError(error).message);
    },
  });

  const today = platformToday();
  const { startDate, endDate } = form.values;
  const changeStart = (value: string | null) => {
    setRefusal(null);
    // An end before the new start would be refused anyway: it is cleared instead.
    form.setValues({ startDate: value ?? '', endDate: value && endDate && endDate < value ? '' : endDate });
  };

  return (
    <form
      noValidate
      aria-label="Availability"
      onSubmit={form.onSubmit((values) => {
        setRefusal(null);
        if (!save.isPending) save.mutate(values);
      })}
    >
      <Stack gap="md">
        <Select
          label="Property"
          placeholder="Select a property"
          data={properties.map((p) => ({ value: p.id, label: p.title }))}
          searchable
          allowDeselect={false}
          nothingFoundMessage="No listing matches"
          {...form.getInputProps('propertyId')}
          value={form.values.propertyId || null}
          onChange={(value: string | null) => {
            setRefusal(null);
            form.setFieldValue('propertyId', value ?? '');
            if (value) onPropertyChange(value);
          }}
        />
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <DatePickerInput
            label="Start date"
            placeholder="First night"
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={startDate || null}
            onChange={changeStart}
            minDate={today}
            maxDate={lastMarkableNight(today)}
            valueFormat="MMM D, YYYY"
            error={form.errors.startDate}
          />
          <DatePickerInput
            label="End date"
            placeholder="Last night"
            leftSection={<IconCalendar size={16} aria-hidden />}
            value={endDate || null}
            onChange={(value) => {
              setRefusal(null);
              form.setFieldValue('endDate', value ?? '');
            }}
            minDate={startDate || today}
            maxDate={lastMarkableNight(today)}
            valueFormat="MMM D, YYYY"
            error={form.errors.endDate}
          />
        </SimpleGrid>
        <Select label="Status" data={statusOptions} allowDeselect={false} {...form.getInputProps('status')} />
        {refusal && (
          <Alert color="red" icon={<IconAlertCircle size={18} aria-hidden />} role="alert">
            {refusal}
          </Alert>
        )}
        <Button
          type="submit"
          loading={save.isPending}
          leftSection={<IconDeviceFloppy size={18} aria-hidden />}
          style={{ alignSelf: 'flex-start' }}
        >
          Update Availability
        </Button>
      </Stack>
    </form>
  );
}
