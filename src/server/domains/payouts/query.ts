import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { bookings, payouts, profiles, properties } from '../../db/schema';
import { addDays, platformDayStart } from '../../../shared/dates';
import { PAYOUT_TIME_DAYS, type PayoutFilters } from '../../../shared/payouts';
import { likeEscape } from '../../db/like';

/** What can begin a booking id (a uuid): hex digits and dashes. */
const BOOKING_ID_PREFIX = /^[0-9a-f-]+$/i;

/**
 * The filtered set of one host's stay payouts, always scoped to that host (the caller). The last-N-days windows have
 * no upper bound on purpose: upcoming scheduled payouts (payout_date in the future) still show in them.
 */
export function payoutConditions(hostId: string, filters: PayoutFilters, now: Date): SQL {
  const parts: SQL[] = [eq(payouts.payeeId, hostId), eq(payouts.kind, 'stay')];
  if (filters.time === 'custom' && filters.from) {
    parts.push(gte(payouts.payoutDate, platformDayStart(filters.from)));
    // `to` is inclusive: everything before the next platform day begins.
    if (filters.to) parts.push(lt(payouts.payoutDate, platformDayStart(addDays(filters.to, 1))));
  } else if (filters.time !== 'all' && filters.time !== 'custom') {
    const days = PAYOUT_TIME_DAYS[filters.time];
    parts.push(gte(payouts.payoutDate, new Date(now.getTime() - days * 86_400_000)));
  }
  if (filters.method !== 'all') parts.push(eq(payouts.method, filters.method));
  if (filters.status !== 'all') parts.push(eq(payouts.status, filters.status));
  const search = filters.search.trim();
  if (search) {
    const pattern = `%${likeEscape(search)}%`;
    // The names are matched first (the host's few listings, the guests so named), then their bookings through
    // the bookings' property and user indexes: the host's payouts are never all joined to count a search.
    const byName = sql`${payouts.bookingId} in (select b.id from bookings b
          where b.property_id = any(array(select p.id from properties p where p.host_id = ${hostId} and p.title ilike ${pattern}))
             or b.user_id = any(array(select g.id from profiles g where g.full_name ilike ${pattern})))`;
    // A booking id is matched from its start (what a host copies from a receipt), case-insensitively, through
    // payouts_payee_booking_text_idx; only text that can begin an id (hex digits and dashes) is tried as one.
    const byId = sql`${payouts.bookingId} in (select i.booking_id from payouts i where i.payee_id = ${hostId}
          and i.booking_id::text like ${`${likeEscape(search.toLowerCase())}%`})`;
    // Hex with a digit ('3f2a91bc') is an id, not a name; hex letters alone ('cafe', 'bead') may be either.
    const idLike = BOOKING_ID_PREFIX.test(search);
    const onlyId = idLike && /\d/.test(search) && search.length >= 4;
    parts.push(onlyId ? byId : idLike ? or(byName, byId)! : byName);
  }
  return and(...parts)!;
}

/** The columns a payout is shown or exported with (needs the joins of `withDetails`). */
export const payoutDetailColumns = {
  id: payouts.id,
  bookingId: payouts.bookingId,
  amountCents: payouts.amountCents,
  platformFeeCents: payouts.platformFeeCents,
  deductedCents: payouts.deductedCents,
  payoutDate: payouts.payoutDate,
  method: payouts.method,
  status: payouts.status,
  failureReason: payouts.failureReason,
  network: payouts.network,
  providerRef: payouts.providerRef,
  propertyName: properties.title,
  guestName: profiles.fullName,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
};

/** Joins a payouts query to its booking, property and guest (left joins: a payout always shows). */
export function withDetails<T extends PgSelect>(q: T) {
  return q
    .leftJoin(bookings, eq(bookings.id, payouts.bookingId))
    .leftJoin(properties, eq(properties.id, bookings.propertyId))
    .leftJoin(profiles, eq(profiles.id, bookings.userId));
}
