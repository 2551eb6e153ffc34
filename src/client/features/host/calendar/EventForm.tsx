import '@mantine/dates/styles.css';
import { Button, Group, Select, Stack, Textarea, TextInput } from '@mantine/core';
import { DatePickerInput, TimeInput } from '@mantine/dates';
import { schemaResolver, useForm, type FormErrors } from '@mantine/form';
import { IconCalendarPlus } from '@tabler/icons-react';
import { useState } from 'react';
import {
  eventFormInput,
  eventTypes,
  type CalendarListing,
  type EventFormInput,
} from '../../../../shared/calendar';
import { applyServerErrors } from '../../../ui/form';
import { showError } from '../../../ui/toasts';
import { EVENT_TYPE_LABELS } from './calendarDays';
import { toEventInput, type EventFormValues } from './eventFormValues';

const resolve = schemaResolver(eventFormInput, { sync: true });
const typeOptions = eventTypes.map((value) => ({ value, label: EVENT_TYPE_LABELS[value] }));

interface EventFormProps {
  initial: EventFormValues;
  properties: CalendarListing[];
  /** Stores the event; a rejection is shown on the fields it names, or in a toast. */
  onSubmit: (input: EventFormInput) => Promise<void>;
  onCancel: () => void;
}

/** The Add Event form (spec 001 §5), validated by the shared schema with the spec's messages. */
export function EventForm({ initial, properties, onSubmit, onCancel }: EventFormProps) {
  const [pending, setPending] = useState(false);
  const form = useForm<EventFormValues, EventFormInput, FormErrors>({
    initialValues: initial,
    validate: (values): FormErrors => resolve(toEventInput(values)),
    transformValues: (values) => eventFormInput.parse(toEventInput(values)),
  });

  const submit = async (input: EventFormInput) => {
    setPending(true);
    try {
      await onSubmit(input);
    } catch (error) {
      if (!applyServerErrors(form, error)) showError('Failed to create event', error);
    } finally {
      setPending(false);
    }
  };

  return (
    <form noValidate onSubmit={form.onSubmit((input) => void submit(input))}>
      <Stack gap="sm">
        <TextInput label="Title" placeholder="Deep clean" withAsterisk {...form.getInputProps('title')} />
        <Group grow align="flex-start" gap="sm">
          <DatePickerInput
            label="Date"
            placeholder="Pick a date"
            valueFormat="MMM D, YYYY"
            withAsterisk
            popoverProps={{ withinPortal: true }}
            {...form.getInputProps('date')}
          />
          <TimeInput label="Time" withAsterisk {...form.getInputProps('time')} />
        </Group>
        <Select
          label="Type"
          placeholder="Select a type"
          data={typeOptions}
          withAsterisk
          allowDeselect={false}
          {...form.getInputProps('type')}
        />
        <Select
          label="Property"
          placeholder="Select a property"
          data={properties.map((p) => ({ value: p.id, label: p.title }))}
          searchable
          limit={50}
          nothingFoundMessage="No matching property"
          withAsterisk
          {...form.getInputProps('propertyId')}
        />
        <Textarea label="Notes" autosize minRows={2} maxRows={6} {...form.getInputProps('notes')} />
        <Group justify="flex-end" gap="sm" mt="xs">
          <Button variant="default" onClick={onCancel} disabled={pending}>
            Cancel
          </Button>
          <Button
            type="submit"
            color="grape"
            loading={pending}
            leftSection={<IconCalendarPlus size={16} aria-hidden />}
          >
            Add Event
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
