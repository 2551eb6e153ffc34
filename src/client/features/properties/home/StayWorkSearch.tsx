import '@mantine/dates/styles.css';
import { Button, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { useRef } from 'react';
import { focusNext } from '../../../ui/focusNext';
import { platformToday } from '../../../../shared/dates';
import { guestsText, MAX_GUESTS } from '../../../../shared/search';
import { staySearch } from './heroSearch';
import { IconCalendar, IconSearch, IconUsers } from '@tabler/icons-react';
import { WhereInput } from './WhereInput';

const guestOptions = Array.from({ length: MAX_GUESTS }, (_, i) => {
  const n = String(i + 1);
  return { value: n, label: guestsText(i + 1) };
});

/** The hero's 'Stay & Work' tab: Where / When / Who, searched on the marketplace. */
export function StayWorkSearch() {
  const navigate = useNavigate();
  // Nothing to refuse: staySearch keeps what is usable, and the marketplace validates its address.
  const form = useForm<{ where: string; dates: [string | null, string | null]; guests: string | null }>({
    initialValues: { where: '', dates: [null, null], guests: null },
  });

  const whoField = useRef<HTMLInputElement>(null);
  const onSubmit = form.onSubmit((values) => {
    void navigate({ to: '/marketplace', search: staySearch(values) });
  });

  return (
    <form onSubmit={onSubmit} aria-label="Search stays with a workspace">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <WhereInput
          placeholder="Destination"
          value={form.values.where}
          onChange={(where) => form.setFieldValue('where', where)}
        />
        <DatePickerInput
          type="range"
          label="When"
          placeholder="Add dates"
          size="md"
          {...form.getInputProps('dates')}
          onChange={(dates) => {
            form.setFieldValue('dates', dates);
            // The range is complete: on to Who.
            if (dates[0] && dates[1]) focusNext(whoField);
          }}
          minDate={platformToday()}
          valueFormat="MMM D"
          clearable
          leftSection={<IconCalendar size={18} aria-hidden />}
          popoverProps={{ position: 'bottom-start' }}
        />
        <Select
          ref={whoField}
          label="Who"
          placeholder="Add guests"
          size="md"
          data={guestOptions}
          {...form.getInputProps('guests')}
          clearable
          leftSection={<IconUsers size={18} aria-hidden />}
          comboboxProps={{ withinPortal: true }}
        />
        <Button
          type="submit"
          size="md"
          style={{ alignSelf: 'end' }}
          leftSection={<IconSearch size={18} aria-hidden />}
        >
          Search
        </Button>
      </SimpleGrid>
    </form>
  );
}
