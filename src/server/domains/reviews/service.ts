import { and, desc, eq, gte, isNotNull, sql } from 'drizzle-orm';
import { BOOKING_MESSAGES, type CreateReviewInput } from '../../../shared/booking';
import { platformToday } from '../../../shared/dates';
import {
  PROPERTY_DEFAULTS,
  shortName,
  testimonialEmphasis,
  TESTIMONIAL_MIN_RATING,
  TESTIMONIALS_FETCHED,
  locationText,
  type ReviewView,
  type TestimonialView,
} from '../../../shared/property-view';
import { isUuid } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { bookings, profiles, properties, reviews } from '../../db/schema';
import { AppError } from '../../errors';

/** A property's reviews, newest first, with the author's public name and picture. */
export async function reviewsForProperty(db: Db, propertyId: string): Promise<ReviewView[]> {
  if (!isUuid(propertyId)) return [];
  const rows = await db
    .select({
      id: reviews.id,
      name: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      rating: reviews.rating,
      workRating: reviews.workRating,
      stayRating: reviews.stayRating,
      comment: reviews.comment,
      createdAt: reviews.createdAt,
    })
    .from(reviews)
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(eq(reviews.propertyId, propertyId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id));
  return rows.map((r) => ({
    id: r.id,
    author: {
      name: r.name?.trim() || PROPERTY_DEFAULTS.reviewAuthor,
      avatarUrl: r.avatarUrl || PROPERTY_DEFAULTS.avatar,
    },
    rating: r.rating,
    workRating: r.workRating,
    stayRating: r.stayRating,
    comment: r.comment,
    createdAt: r.createdAt.toISOString(),
  }));
}

/** The home page's testimonials: only praise with words to quote (4+ stars and a comment), newest first, six. */
export async function testimonials(db: Db): Promise<TestimonialView[]> {
  const rows = await db
    .select({
      id: reviews.id,
      name: profiles.fullName,
      avatarUrl: profiles.avatarUrl,
      rating: reviews.rating,
      workRating: reviews.workRating,
      stayRating: reviews.stayRating,
      comment: reviews.comment,
      propertyId: properties.id,
      title: properties.title,
      propertyType: properties.propertyType,
      city: properties.city,
      country: properties.country,
    })
    .from(reviews)
    .innerJoin(properties, eq(properties.id, reviews.propertyId))
    .leftJoin(profiles, eq(profiles.id, reviews.userId))
    .where(
      and(
        gte(reviews.rating, TESTIMONIAL_MIN_RATING),
        isNotNull(reviews.comment),
        sql`btrim(${reviews.comment}) <> ''`,
      ),
    )
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(TESTIMONIALS_FETCHED);
  return rows.map((r) => ({
    id: r.id,
    name: shortName(r.name),
    avatarUrl: r.avatarUrl || PROPERTY_DEFAULTS.avatar,
    rating: r.rating,
    workRating: r.workRating,
    stayRating: r.stayRating,
    comment: r.comment ?? '',
    property: {
      id: r.propertyId,
      title: r.title || PROPERTY_DEFAULTS.title,
      location: locationText(r.city, r.country),
      workOnly: r.propertyType === 'work_only',
    },
    emphasis: testimonialEmphasis(r.workRating, r.stayRating),
  }));
}

/** A review of a finished, confirmed stay, by its own guest, once. */
export async function createReview(
  db: Db,
  userId: string,
  input: CreateReviewInput,
): Promise<{ id: string }> {
  try {
    return await db.transaction(async (tx) => {
      const [booking] = await tx
        .select({
          propertyId: bookings.propertyId,
          status: bookings.status,
          checkOut: bookings.checkOut,
          isReviewed: bookings.isReviewed,
        })
        .from(bookings)
        .where(and(eq(bookings.id, input.bookingId), eq(bookings.userId, userId)))
        .for('update')
        .limit(1);
      if (!booking) throw new AppError('not_found', BOOKING_MESSAGES.notFound);
      if (booking.isReviewed) throw new AppError('conflict', BOOKING_MESSAGES.alreadyReviewed);
      if (booking.status !== 'confirmed') throw new AppError('bad_request', BOOKING_MESSAGES.notConfirmed);
      if (booking.checkOut > platformToday()) throw new AppError('bad_request', BOOKING_MESSAGES.notFinished);
      const [row] = await tx
        .insert(reviews)
        .values({
          propertyId: booking.propertyId,
          userId,
          bookingId: input.bookingId,
          rating: input.rating,
          workRating: input.workRating,
          stayRating: input.stayRating,
          comment: input.comment,
        })
        .returning({ id: reviews.id });
      await tx
        .update(bookings)
        .set({ isReviewed: true, updatedAt: new Date() })
        .where(eq(bookings.id, input.bookingId));
      return { id: row!.id };
    });
  } catch (err) {
    // Two submissions racing: the unique index on booking_id lets one through.
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION) {
      throw new AppError('conflict', BOOKING_MESSAGES.alreadyReviewed);
    }
    throw err;
  }
}
