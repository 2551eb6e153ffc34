import {
  calendarDayInput,
  calendarEventIdInput,
  calendarEventsInput,
  calendarMonthInput,
  eventFormInput,
} from '../../../../shared/calendar';
import { platformToday } from '../../../../shared/dates';
import { hostProcedure, router } from '../../../trpc/init';
import { createEvent, deleteEvent, upcomingEvents } from './events';
import { calendarDay, calendarMarks, calendarMonth } from './month';
import { calendarSidebar } from './sidebar';

/** The host's calendar (spec 001 §2 'Calendar management'): their own current listings only. */
export const calendarRouter = router({
  // All kept under the host's data version (see figures-cache.ts): exact, and read once per change. Whole
  // months of a large host are big, so they have a smaller cache of their own.
  month: hostProcedure
    .input(calendarMonthInput)
    .query(({ ctx, input }) =>
      ctx.caches.hostMonths.get(
        ctx.db,
        ctx.user.id,
        `month:${input.month}:${input.propertyId ?? 'all'}`,
        () => calendarMonth(ctx.db, ctx.user.id, input),
      ),
    ),
  /** The page's month: per day of the grid, its dots and shade. */
  marks: hostProcedure
    .input(calendarMonthInput)
    .query(({ ctx, input }) =>
      ctx.caches.hostFigures.get(
        ctx.db,
        ctx.user.id,
        `marks:${input.month}:${input.propertyId ?? 'all'}`,
        () => calendarMarks(ctx.db, ctx.user.id, input),
      ),
    ),
  /** The page's day panel. */
  day: hostProcedure
    .input(calendarDayInput)
    .query(({ ctx, input }) =>
      ctx.caches.hostFigures.get(ctx.db, ctx.user.id, `day:${input.date}:${input.propertyId ?? 'all'}`, () =>
        calendarDay(ctx.db, ctx.user.id, input),
      ),
    ),
  sidebar: hostProcedure.query(({ ctx }) => {
    const today = platformToday();
    return ctx.caches.hostFigures.get(ctx.db, ctx.user.id, `sidebar:${today}`, () =>
      calendarSidebar(ctx.db, ctx.user.id, today),
    );
  }),
  events: router({
    list: hostProcedure
      .input(calendarEventsInput.prefault({}))
      .query(({ ctx, input }) => upcomingEvents(ctx.db, ctx.user.id, input.propertyId)),
    create: hostProcedure
      .input(eventFormInput)
      .mutation(({ ctx, input }) => createEvent(ctx.db, ctx.user.id, input)),
    delete: hostProcedure
      .input(calendarEventIdInput)
      .mutation(({ ctx, input }) => deleteEvent(ctx.db, ctx.user.id, input.id)),
  }),
});
