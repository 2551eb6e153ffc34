import { Button, Select, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { platformToday } from '../../../../shared/dates';
import { MAX_GUESTS } from '../../../../shared/search';
import { staySearch } from './heroSearch';
import { CalendarIcon, SearchIcon, UsersIcon } from '../../../ui/icons';
import { WhereInput } from './WhereInput';

const guestOptions = Array.from({ length: MAX_GUESTS }, (_, i) => {
  const n = String(i + 1);
  return { value: n, label: i === 0 ? '1 guest' : `${n} guests` };
});

/** The hero's 'Stay & Work' tab: Where / When / Who, searched on the marketplace. */
export function StayWorkSearch() {
  const navigate = useNavigate();
  const [where, setWhere] = useState('');
  const [dates, setDates] = useState<[string | null, string | null]>([null, null]);
  const [guests, setGuests] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/marketplace', search: staySearch({ where, dates, guests }) });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Search stays with a workspace">
      <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="sm" verticalSpacing="sm">
        <WhereInput placeholder="Destination" value={where} onChange={setWhere} />
        <DatePickerInput
          type="range"
          label="When"
          placeholder="Add dates"
          size="md"
          value={dates}
          onChange={setDates}
          minDate={platformToday()}
          valueFormat="MMM D"
          clearable
          leftSection={<CalendarIcon size={18} />}
          popoverProps={{ position: 'bottom-start' }}
        />
        <Select
          label="Who"
          placeholder="Add guests"
          size="md"
          data={guestOptions}
          value={guests}
          onChange={setGuests}
          clearable
          leftSection={<UsersIcon size={18} />}
          comboboxProps={{ withinPortal: true }}
        />
        <Button type="submit" size="md" style={{ alignSelf: 'end' }} leftSection={<SearchIcon size={18} />}>
          Search
        </Button>
      </SimpleGrid>
    </form>
  );
}
