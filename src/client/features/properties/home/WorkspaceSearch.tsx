import '@mantine/dates/styles.css';
import { Button, SimpleGrid } from '@mantine/core';
import { DatePickerInput } from '@mantine/dates';
import { useForm } from '@mantine/form';
import { useNavigate } from '@tanstack/react-router';
import { platformToday } from '../../../../shared/dates';
import { workspaceSearch } from './heroSearch';
import { IconCalendar, IconSearch } from '@tabler/icons-react';
import { WhereInput } from './WhereInput';

/** The hero's 'Just Workspace' tab: a place and a day, searched among workspace-only listings. */
export function WorkspaceSearch() {
  const navigate = useNavigate();
  // Nothing to refuse: workspaceSearch keeps what is usable, and the marketplace validates its address.
  const form = useForm<{ where: string; date: string | null }>({ initialValues: { where: '', date: null } });

  const onSubmit = form.onSubmit((values) => {
    void navigate({ to: '/marketplace', search: workspaceSearch(values) });
  });

  return (
    <form onSubmit={onSubmit} aria-label="Search workspaces">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" verticalSpacing="sm">
        <WhereInput
          placeholder="Find workspace near you"
          value={form.values.where}
          onChange={(where) => form.setFieldValue('where', where)}
        />
        <DatePickerInput
          label="When"
          placeholder="Add date"
          size="md"
          {...form.getInputProps('date')}
          minDate={platformToday()}
          valueFormat="MMM D, YYYY"
          clearable
          leftSection={<IconCalendar size={18} aria-hidden />}
          popoverProps={{ position: 'bottom-start' }}
        />
        <Button
          type="submit"
          size="md"
          style={{ alignSelf: 'end' }}
          leftSection={<IconSearch size={18} aria-hidden />}
        >
          Find Workspace
        </Button>
      </SimpleGrid>
    </form>
  );
}
