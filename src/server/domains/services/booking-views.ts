import { and, asc, eq, or, sql, type SQL } from 'drizzle-orm';
import { platformToday } from '../../../shared/dates';
import {
  SERVICE_BOOKING_TEXTS,
  serviceBookingRules,
  type ServiceBookingView,
} from '../../../shared/service-bookings';
import type { ServiceCategoryId, ServiceCurrency } from '../../../shared/services';
import type { Db } from '../../db/client';
import {
  payments,
  profiles,
  providerProfiles,
  serviceBookings,
  serviceReviews,
  services,
} from '../../db/schema';
import { AppError } from '../../errors';
import type { Tx } from '../host/photos';
import { paidWithOf, refundLinesOf } from '../payments/guest-views';

const columns = {
  id: serviceBookings.id,
  serviceId: serviceBookings.serviceId,
  serviceTitle: services.title,
  categoryId: services.categoryId,
  bookingDate: serviceBookings.bookingDate,
  timeSlot: serviceBookings.timeSlot,
  specialRequests: serviceBookings.specialRequests,
  status: serviceBookings.status,
  amountCents: serviceBookings.amountCents,
  currency: serviceBookings.currency,
  paymentStatus: serviceBookings.paymentStatus,
  refundedCents: serviceBookings.refundedCents,
  payBy: serviceBookings.payBy,
  guestId: serviceBookings.guestId,
  guestName: profiles.fullName,
  providerId: serviceBookings.providerId,
  providerName: providerProfiles.displayName,
  note: serviceBookings.note,
  cancelledBy: serviceBookings.cancelledBy,
  reviewRating: serviceReviews.rating,
  reviewComment: serviceReviews.comment,
  createdAt: serviceBookings.createdAt,
  refunds: refundLinesOf(payments.serviceBookingId, serviceBookings.id),
  paidWith: paidWithOf(payments.serviceBookingId, serviceBookings.id),
};

/** Service bookings with their service, guest, provider and review. */
function selectServiceBookings(db: Db | Tx) {
  return db
    .select(columns)
    .from(serviceBookings)
    .innerJoin(services, eq(services.id, serviceBookings.serviceId))
    .innerJoin(profiles, eq(profiles.id, serviceBookings.guestId))
    .innerJoin(providerProfiles, eq(providerProfiles.userId, serviceBookings.providerId))
    .leftJoin(serviceReviews, eq(serviceReviews.bookingId, serviceBookings.id));
}

type ServiceBookingRow = Awaited<ReturnType<ReturnType<typeof selectServiceBookings>['execute']>>[number];

/** The booking as `viewerId` (its guest or its provider) sees it, with what they may do now. */
function toServiceBookingView(r: ServiceBookingRow, viewerId: string, now = new Date()): ServiceBookingView {
  const today = platformToday(now);
  const viewerIs = r.providerId === viewerId ? 'provider' : 'guest';
  const isProvider = viewerIs === 'provider';
  const state = { status: r.status, bookingDate: r.bookingDate, paymentStatus: r.paymentStatus };
  const awaitingPayment =
    r.status === 'confirmed' && r.paymentStatus === 'pending' && r.payBy !== null && r.payBy > now;
  const reviewed = r.reviewRating !== null;
  return {
    id: r.id,
    serviceId: r.serviceId,
    serviceTitle: r.serviceTitle,
    categoryId: r.categoryId as ServiceCategoryId,
    bookingDate: r.bookingDate,
    timeSlot: r.timeSlot,
    specialRequests: r.specialRequests,
    status: r.status,
    amountCents: r.amountCents,
    currency: r.currency as ServiceCurrency,
    paymentStatus: r.paymentStatus,
    refundedCents: r.refundedCents,
    payBy: awaitingPayment ? r.payBy!.toISOString() : null,
    guest: { id: r.guestId, name: r.guestName },
    provider: { id: r.providerId, displayName: r.providerName },
    note: r.note,
    cancelledBy: r.cancelledBy === null ? null : r.cancelledBy === r.providerId ? 'provider' : 'guest',
    review: reviewed ? { rating: r.reviewRating!, comment: r.reviewComment ?? '' } : null,
    createdAt: r.createdAt.toISOString(),
    refunds: r.refunds,
    paidWith: r.paidWith,
    viewerIs,
    actions: {
      confirm: isProvider && serviceBookingRules.canConfirm(state, today),
      decline: isProvider && serviceBookingRules.canDecline(state),
      complete: isProvider && serviceBookingRules.canComplete(state, today),
      cancel: serviceBookingRules.canCancel(state, today, viewerIs),
      review: !isProvider && r.status === 'completed' && !reviewed,
      message: r.guestId !== r.providerId,
      pay: !isProvider && awaitingPayment,
    },
  };
}

export const serviceBookingNotFound = () => new AppError('not_found', SERVICE_BOOKING_TEXTS.notFound);

/** A booking of mine (as its guest or its provider), or not found: nobody else's is ever shown. */
export const mineCondition = (userId: string): SQL =>
  or(eq(serviceBookings.guestId, userId), eq(serviceBookings.providerId, userId))!;

export async function serviceBookingFor(
  db: Db | Tx,
  userId: string,
  id: string,
  now = new Date(),
): Promise<ServiceBookingView> {
  const [row] = await selectServiceBookings(db).where(and(eq(serviceBookings.id, id), mineCondition(userId)));
  if (!row) throw serviceBookingNotFound();
  return toServiceBookingView(row, userId, now);
}

/** My service bookings as a guest (on /bookings), soonest first. */
export async function myServiceBookings(db: Db, guestId: string, now = new Date()) {
  const rows = await selectServiceBookings(db)
    .where(eq(serviceBookings.guestId, guestId))
    .orderBy(asc(serviceBookings.bookingDate), asc(serviceBookings.createdAt));
  return rows.map((r) => toServiceBookingView(r, guestId, now));
}

/**
 * The provider's bookings that need them first (pending requests, then confirmed ones whose date has come),
 * then the rest newest first: the dashboard's Recent Bookings.
 */
export async function providerBookings(db: Db, providerId: string, limit: number, now = new Date()) {
  const today = platformToday(now);
  const rows = await selectServiceBookings(db)
    .where(eq(serviceBookings.providerId, providerId))
    .orderBy(
      sql`case when ${serviceBookings.status} = 'pending' then 0
        when ${serviceBookings.status} = 'confirmed' and ${serviceBookings.bookingDate} <= ${today} then 1
        when ${serviceBookings.status} = 'confirmed' then 2 else 3 end`,
      sql`case when ${serviceBookings.status} in ('pending', 'confirmed') then ${serviceBookings.bookingDate} end asc`,
      sql`${serviceBookings.createdAt} desc`,
    )
    .limit(limit);
  return rows.map((r) => toServiceBookingView(r, providerId, now));
}
