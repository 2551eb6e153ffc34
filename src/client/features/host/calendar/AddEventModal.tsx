import { Modal } from '@mantine/core';
import { CALENDAR_TEXTS, type CalendarListing, type EventFormInput } from '../../../../shared/calendar';
import { trpc } from '../../../trpc';
import { showSuccess } from '../../../ui/toasts';
import { EventForm } from './EventForm';
import { emptyEventForm } from './eventFormValues';
import { useRefreshCalendar } from './useRefreshCalendar';

/** Spec 001 §9: the event dialog is 425 px wide. */
const EVENT_DIALOG_WIDTH = 425;

interface AddEventModalProps {
  opened: boolean;
  onClose: () => void;
  /** The day the form starts on (the clicked day), or null. */
  date: string | null;
  /** The listing the form starts on (the picked one), or null for 'All properties'. */
  propertyId: string | null;
  properties: CalendarListing[];
}

/** Add Event: the §5 form in a 425 px dialog; 'Event Created' on success. */
export function AddEventModal({ opened, onClose, date, propertyId, properties }: AddEventModalProps) {
  const refresh = useRefreshCalendar();
  const create = trpc.host.calendar.events.create.useMutation();
  // A host with a single listing has nothing to pick.
  const startListing = propertyId ?? (properties.length === 1 ? (properties[0]?.id ?? null) : null);

  const submit = async (input: EventFormInput) => {
    await create.mutateAsync(input);
    showSuccess(CALENDAR_TEXTS.eventCreated);
    onClose();
    await refresh();
  };

  return (
    <Modal opened={opened} onClose={onClose} title="Add Event" size={EVENT_DIALOG_WIDTH} centered radius="md">
      {/* A fresh form each time the dialog opens, starting on the day and listing it was opened for. */}
      {opened && (
        <EventForm
          key={`${date}-${startListing}`}
          initial={emptyEventForm(date, startListing)}
          properties={properties}
          onSubmit={submit}
          onCancel={onClose}
        />
      )}
    </Modal>
  );
}
