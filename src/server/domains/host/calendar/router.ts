import {
  calendarEventIdInput,
  calendarEventsInput,
  calendarMonthInput,
  eventFormInput,
} from '../../../../shared/calendar';
import { hostProcedure, router } from '../../../trpc/init';
import { createEvent, deleteEvent, upcomingEvents } from './events';
import { calendarMonth } from './month';
import { calendarSidebar } from './sidebar';

/** The host's calendar (spec 001 §2 'Calendar management'): their own current listings only. */
export const calendarRouter = router({
  month: hostProcedure
    .input(calendarMonthInput)
    .query(({ ctx, input }) => calendarMonth(ctx.db, ctx.user.id, input)),
  sidebar: hostProcedure.query(({ ctx }) => calendarSidebar(ctx.db, ctx.user.id)),
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
