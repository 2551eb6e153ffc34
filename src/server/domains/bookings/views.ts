import { eq } from 'drizzle-orm';
import { refundFor, type BookingView } from '../../../shared/booking';
import { platformToday } from '../../../shared/dates';
import { locationText, PROPERTY_DEFAULTS } from '../../../shared/property-view';
import { isInStay } from '../../../shared/stays';
import { listingTimeZone } from '../../../shared/timezones';
import type { Db } from '../../db/client';
import { bookings, payments, properties } from '../../db/schema';
import { paidWithOf, refundLinesOf } from '../payments/guest-views';

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
  refunds: refundLinesOf(payments.bookingId, bookings.id),
  paidWith: paidWithOf(payments.bookingId, bookings.id),
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
