import { and, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import { bookings, payouts, profiles, properties, serviceBookings, services } from '../../db/schema';
import { addDays, platformDayStart } from '../../../shared/dates';
import { PAYOUT_TIME_DAYS, type PayoutFilters, type PayoutKind } from '../../../shared/payouts';
import { likeEscape } from '../../db/like';

/** What can begin a booking id (a uuid): hex digits and dashes. */
const BOOKING_ID_PREFIX = /^[0-9a-f-]+$/i;

/** Whose payouts, of which kind: a host's stays or a service provider's services. */
export interface PayoutScope {
  payeeId: string;
  kind: PayoutKind;
}

/**
 * The payouts whose names match: a stay's property title or guest, a service's title or guest. The names are
 * matched first (the payee's few listings or services, the guests so named), then their bookings through the
 * bookings' indexes (a stay's property and user; a service booking's provider): the payee's payouts are never
 * all joined to count a search.
 */
function byName({ payeeId, kind }: PayoutScope, pattern: string): SQL {
  if (kind === 'stay') {
    return sql`${payouts.bookingId} in (select b.id from bookings b
          where b.property_id = any(array(select p.id from properties p where p.host_id = ${payeeId} and p.title ilike ${pattern}))
             or b.user_id = any(array(select g.id from profiles g where g.full_name ilike ${pattern})))`;
  }
  return sql`${payouts.serviceBookingId} in (select sb.id from service_bookings sb
        where sb.provider_id = ${payeeId}
          and (sb.service_id = any(array(select s.id from services s where s.provider_id = ${payeeId} and s.title ilike ${pattern}))
            or sb.guest_id = any(array(select g.id from profiles g where g.full_name ilike ${pattern}))))`;
}

/**
 * The payouts whose booking id begins with the text (what a payee copies from a receipt), case-insensitively:
 * a stay's through payouts_payee_booking_text_idx, a service's among the provider's own payouts
 * (payouts_payee_date_idx).
 */
function byBookingId({ payeeId, kind }: PayoutScope, search: string): SQL {
  const prefix = `${likeEscape(search.toLowerCase())}%`;
  if (kind === 'stay') {
    return sql`${payouts.bookingId} in (select i.booking_id from payouts i where i.payee_id = ${payeeId}
          and i.booking_id::text like ${prefix})`;
  }
  return sql`${payouts.serviceBookingId} in (select i.service_booking_id from payouts i where i.payee_id = ${payeeId}
        and i.kind = 'service' and i.service_booking_id::text like ${prefix})`;
}

/**
 * The filtered set of one payee's payouts of one kind, always scoped to that payee (the caller). The last-N-days
 * windows have no upper bound on purpose: upcoming scheduled payouts (payout_date in the future) still show in
 * them.
 */
export function payoutConditions(scope: PayoutScope, filters: PayoutFilters, now: Date): SQL {
  const parts: SQL[] = [eq(payouts.payeeId, scope.payeeId), eq(payouts.kind, scope.kind)];
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
    const names = byName(scope, `%${likeEscape(search)}%`);
    // Only text that can begin an id (hex digits and dashes) is tried as one. Hex with a digit ('3f2a91bc') is
    // an id, not a name; hex letters alone ('cafe', 'bead') may be either.
    const idLike = BOOKING_ID_PREFIX.test(search);
    const onlyId = idLike && /\d/.test(search) && search.length >= 4;
    parts.push(onlyId ? byBookingId(scope, search) : idLike ? or(names, byBookingId(scope, search))! : names);
  }
  return and(...parts)!;
}

/**
 * The columns a payout is shown or exported with (needs the joins of `withDetails` for the same kind). A
 * service's "property" is its title and its check-in and check-out are both the booking's date.
 */
export function payoutDetailColumns(kind: PayoutKind) {
  const ledger = {
    id: payouts.id,
    currency: payouts.currency,
    amountCents: payouts.amountCents,
    platformFeeCents: payouts.platformFeeCents,
    deductedCents: payouts.deductedCents,
    payoutDate: payouts.payoutDate,
    method: payouts.method,
    status: payouts.status,
    failureReason: payouts.failureReason,
    network: payouts.network,
    providerRef: payouts.providerRef,
    guestName: profiles.fullName,
  };
  return kind === 'stay'
    ? {
        ...ledger,
        bookingId: payouts.bookingId,
        propertyName: properties.title,
        checkIn: bookings.checkIn,
        checkOut: bookings.checkOut,
      }
    : {
        ...ledger,
        bookingId: payouts.serviceBookingId,
        propertyName: services.title,
        checkIn: serviceBookings.bookingDate,
        checkOut: serviceBookings.bookingDate,
      };
}

/**
 * Joins a payouts query to what its kind pays for: a stay's booking, property and guest, or a service booking,
 * its service and guest (left joins: a payout always shows).
 */
export function withDetails<T extends PgSelect>(q: T, kind: PayoutKind) {
  if (kind === 'stay') {
    return q
      .leftJoin(bookings, eq(bookings.id, payouts.bookingId))
      .leftJoin(properties, eq(properties.id, bookings.propertyId))
      .leftJoin(profiles, eq(profiles.id, bookings.userId));
  }
  return q
    .leftJoin(serviceBookings, eq(serviceBookings.id, payouts.serviceBookingId))
    .leftJoin(services, eq(services.id, serviceBookings.serviceId))
    .leftJoin(profiles, eq(profiles.id, serviceBookings.guestId));
}
