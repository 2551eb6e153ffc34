import { eq, sql } from 'drizzle-orm';
import { refundFor, type BookingView } from '../../../shared/booking';
import { platformToday } from '../../../shared/dates';
import { locationText, PROPERTY_DEFAULTS } from '../../../shared/property-view';
import { isInStay } from '../../../shared/stays';
import { listingTimeZone } from '../../../shared/timezones';
import type { Db } from '../../db/client';
import { bookings, payments, properties, refunds } from '../../db/schema';
import type { PaidWith, RefundLine } from '../../../shared/payments';

const bookingColumns = {
  id: bookings.id,
  userId: bookings.userId,
  propertyId: bookings.propertyId,
  checkIn: bookings.checkIn,
  checkOut: bookings.checkOut,
  guests: bookings.guests,
  totalCents: bookings.totalCents,
  status: bookings.status,
  paymentStatus: bookings.paymentStatus,
  isReviewed: bookings.isReviewed,
  refundCents: bookings.refundCents,
  createdAt: bookings.createdAt,
  title: properties.title,
  city: properties.city,
  country: properties.country,
  images: properties.images,
  hostId: properties.hostId,
  propertyType: properties.propertyType,
  refunds: sql<RefundLine[]>`coalesce((
    select json_agg(json_build_object(
      'amountCents', r.amount_cents, 'currency', p.currency, 'provider', p.provider, 'state', r.state,
      'at', to_char(coalesce(r.settled_at, r.created_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')
    ) order by r.created_at)
    from ${refunds} r join ${payments} p on p.id = r.payment_id
    where p.booking_id = ${bookings.id}
  ), '[]'::json)`,
  paidWith: sql<PaidWith | null>`(
    select json_build_object('provider', p.provider, 'amountCents', p.amount_cents, 'currency', p.currency,
      'priceCents', p.usd_cents)
    from ${payments} p where p.booking_id = ${bookings.id} and p.state = 'paid'
    order by p.settled_at desc limit 1
  )`,
};

/** A select of bookings with the listing they are for (left join: a removed listing still shows the booking). */
export function selectBookings(db: Db) {
  return db
    .select(bookingColumns)
    .from(bookings)
    .leftJoin(properties, eq(properties.id, bookings.propertyId));
}

type Row = Awaited<ReturnType<ReturnType<typeof selectBookings>['execute']>>[number];

export function toBookingView(row: Row, now = new Date()): BookingView {
  const today = platformToday(now);
  const upcoming = row.status !== 'cancelled' && row.checkIn > today;
  return {
    id: row.id,
    property:
      row.title === null || row.hostId === null
        ? null
        : {
            id: row.propertyId,
            title: row.title.trim() || PROPERTY_DEFAULTS.title,
            location: locationText(row.city, row.country),
            image: row.images?.[0] ?? PROPERTY_DEFAULTS.image,
            hostId: row.hostId,
            workOnly: row.propertyType === 'work_only',
            timeZone: listingTimeZone(row.country),
          },
    checkIn: row.checkIn,
    checkOut: row.checkOut,
    guests: row.guests,
    totalCents: row.totalCents,
    status: row.status,
    paymentStatus: row.paymentStatus,
    isReviewed: row.isReviewed,
    refundCents: row.status === 'cancelled' ? (row.refundCents ?? 0) : null,
    createdAt: row.createdAt.toISOString(),
    refunds: row.refunds,
    paidWith: row.paidWith,
    cancelRefundCents: upcoming ? refundFor(row, now) : null,
    canReview: row.status === 'confirmed' && !row.isReviewed && row.checkOut <= today,
    inStay: row.hostId !== null && isInStay(row, listingTimeZone(row.country), now.getTime()),
  };
}
