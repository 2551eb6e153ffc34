import { trpc } from '../../../trpc';

/** After an event is added or deleted: every calendar view that lists events loads again. */
export function useRefreshCalendar(): () => Promise<void> {
  const utils = trpc.useUtils();
  return async () => {
    await Promise.all([
      utils.host.calendar.marks.invalidate(),
      utils.host.calendar.day.invalidate(),
      utils.host.calendar.month.invalidate(),
      utils.host.calendar.sidebar.invalidate(),
      utils.host.calendar.events.list.invalidate(),
    ]);
  };
}
