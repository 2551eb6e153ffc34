import type { EventFormInput, EventType } from '../../../../shared/calendar';

/** The Add Event form as its fields hold it: pickers are empty (null) until something is picked. */
export interface EventFormValues {
  title: string;
  date: string | null;
  time: string;
  type: EventType | null;
  notes: string;
  propertyId: string | null;
}

export function emptyEventForm(date: string | null, propertyId: string | null): EventFormValues {
  return { title: '', date, time: '', type: null, notes: '', propertyId };
}

/** What the shared schema reads: an empty picker is a missing value, so the spec's message shows. */
export function toEventInput(values: EventFormValues): Partial<Record<keyof EventFormInput, string>> {
  return {
    title: values.title,
    date: values.date ?? '',
    time: values.time,
    type: values.type ?? undefined,
    notes: values.notes,
    propertyId: values.propertyId ?? '',
  };
}
