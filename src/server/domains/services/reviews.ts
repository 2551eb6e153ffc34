import { and, eq } from 'drizzle-orm';
import {
  serviceReviewInput,
  SERVICE_BOOKING_TEXTS,
  type ServiceBookingView,
  type ServiceReviewInput,
} from '../../../shared/service-bookings';
import type { Db } from '../../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { serviceBookings, serviceReviews } from '../../db/schema';
import { AppError } from '../../errors';
import { serviceBookingFor, serviceBookingNotFound } from './booking-views';

/** The guest reviews a completed booking of theirs, once; the provider's rating follows (it is computed). */
export async function reviewServiceBooking(
  db: Db,
  guestId: string,
  raw: ServiceReviewInput,
  now = new Date(),
): Promise<ServiceBookingView> {
  const input = serviceReviewInput.parse(raw);
  const [booking] = await db
    .select()
    .from(serviceBookings)
    .where(and(eq(serviceBookings.id, input.bookingId), eq(serviceBookings.guestId, guestId)));
  if (!booking) throw serviceBookingNotFound();
  if (booking.status !== 'completed') throw new AppError('forbidden', SERVICE_BOOKING_TEXTS.cannotReview);
  try {
    await db.insert(serviceReviews).values({
      bookingId: booking.id,
      serviceId: booking.serviceId,
      providerId: booking.providerId,
      reviewerId: guestId,
      rating: input.rating,
      comment: input.comment,
      createdAt: now,
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) {
      throw new AppError('conflict', SERVICE_BOOKING_TEXTS.alreadyReviewed);
    }
    throw err;
  }
  return serviceBookingFor(db, guestId, booking.id, now);
}
