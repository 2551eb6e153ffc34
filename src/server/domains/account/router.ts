import {
  changePasswordInput,
  emailPreferencesInput,
  hostProfileInput,
  profileInput,
} from '../../../shared/account';
import { teamHoursSchema } from '../../../shared/timezones';
import { protectedProcedure, router } from '../../trpc/init';
import * as profile from './profile';
import { referralSummary } from './referral';
import { changePassword } from './security';
import { getTeamHours, setTeamHours } from './team-hours';

export const accountRouter = router({
  profile: protectedProcedure.query(({ ctx }) => profile.getProfile(ctx.db, ctx.user.id)),
  updateProfile: protectedProcedure
    .input(profileInput)
    .mutation(({ ctx, input }) => profile.updateProfile(ctx.db, ctx.user.id, input)),

  hostProfile: protectedProcedure.query(({ ctx }) => profile.getHostProfile(ctx.db, ctx.user.id)),
  updateHostProfile: protectedProcedure
    .input(hostProfileInput)
    .mutation(({ ctx, input }) => profile.updateHostProfile(ctx.db, ctx.user.id, input)),

  emailPreferences: protectedProcedure.query(({ ctx }) => profile.getEmailPreferences(ctx.db, ctx.user.id)),
  updateEmailPreferences: protectedProcedure
    .input(emailPreferencesInput)
    .mutation(({ ctx, input }) => profile.updateEmailPreferences(ctx.db, ctx.user.id, input)),

  changePassword: protectedProcedure
    .input(changePasswordInput)
    .mutation(({ ctx, input }) =>
      changePassword(ctx, { id: ctx.user.id, sessionId: ctx.session.id, ip: ctx.ip }, input),
    ),

  /** The team's time zone and working day, for the overlap shown on listings (null when not set). */
  teamHours: protectedProcedure.query(({ ctx }) => getTeamHours(ctx.db, ctx.user.id)),
  setTeamHours: protectedProcedure
    .input(teamHoursSchema)
    .mutation(({ ctx, input }) => setTeamHours(ctx.db, ctx.user.id, input)),
  clearTeamHours: protectedProcedure.mutation(({ ctx }) => setTeamHours(ctx.db, ctx.user.id, null)),

  referral: protectedProcedure.query(({ ctx }) => referralSummary(ctx.db, ctx.user.id)),
});
