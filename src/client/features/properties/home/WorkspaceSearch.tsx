import { Button, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useNavigate } from '@tanstack/react-router';
import { useState, type FormEvent } from 'react';
import { platformToday } from '../../../../shared/dates';
import { workspaceSearch } from './heroSearch';
import { CalendarIcon, SearchIcon } from '../../../ui/icons';
import { WhereInput } from './WhereInput';

/** The hero's 'Just Workspace' tab: a place and a day, searched among workspace-only listings. */
export function WorkspaceSearch() {
  const navigate = useNavigate();
  const [where, setWhere] = useState('');
  const [date, setDate] = useState<string | null>(null);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void navigate({ to: '/marketplace', search: workspaceSearch({ where, date }) });
  };

  return (
    <form onSubmit={onSubmit} aria-label="Search workspaces">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <WhereInput placeholder="Find workspace near you" value={where} onChange={setWhere} />
        <DatePickerInput
          label="When"
          placeholder="Add date"
          size="md"
          value={date}
          onChange={setDate}
          minDate={platformToday()}
          valueFormat="MMM D, YYYY"
          clearable
          leftSection={<CalendarIcon size={18} />}
          popoverProps={{ position: 'bottom-start' }}
        />
        <Button type="submit" size="md" style={{ alignSelf: 'end' }} leftSection={<SearchIcon size={18} />}>
          Find Workspace
        </Button>
      </SimpleGrid>
    </form>
  );
}
