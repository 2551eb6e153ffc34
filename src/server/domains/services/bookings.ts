import { and, eq, inArray, lt, lte } from 'drizzle-orm';
import { platformToday } from '../../../shared/dates';
import { formatStayDate } from '../../../shared/host';
import { formatServicePrice } from '../../../shared/service-catalog';
import {
  bookingDateProblem,
  serviceBookingInput,
  serviceBookingRules,
  SERVICE_BOOKING_TEXTS,
  type ServiceBookingInput,
  type ServiceBookingStatus,
  type ServiceBookingView,
} from '../../../shared/service-bookings';
import type { ServiceCurrency } from '../../../shared/services';
import type { Db } from '../../db/client';
import { PG_UNIQUE_VIOLATION, pgErrorCode } from '../../db/errors';
import { serviceBookings, services } from '../../db/schema';
import { AppError } from '../../errors';
import { withEvents, type Emit, type Tx } from '../../realtime/events';
import { platformSettingsOf } from '../admin/settings';
import { deliver } from '../messages/service';
import { mineCondition, serviceBookingFor, serviceBookingNotFound } from './booking-views';
import { serviceDetail } from './catalog';
import { syncServicePayout } from '../payouts/service-ledger';
import { checkRequestLimits } from './request-limits';
import { recordRefund } from '../payments/refunds';
import { demoMoney, PAYMENT_TEXTS, payByText, SERVICE_PAY_HOURS } from '../../../shared/payments';

type BookingRow = typeof serviceBookings.$inferSelect;

const told = (
  emit: Emit,
  b: Pick<BookingRow, 'id' | 'guestId' | 'providerId'>,
  status: ServiceBookingStatus,
) => emit('user', { type: 'service_booking.updated', bookingId: b.id, status }, [b.guestId, b.providerId]);

/** 'Listing photos on Mar 12, 2027, 09:00-12:00'. */
const when = (title: string, b: Pick<BookingRow, 'bookingDate' | 'timeSlot'>) =>
  `${title} on ${formatStayDate(b.bookingDate)}, ${b.timeSlot}`;

const price = (b: Pick<BookingRow, 'amountCents' | 'currency'>) =>
  formatServicePrice(b.amountCents, b.currency as ServiceCurrency);

/**
 * Stores a pending request for a listed service on one of its provider's working days and time slots, at the
 * service's price and the platform's commission in force now; nothing is charged until the provider confirms.
 * A guest's open requests per provider and requests per hour are limited (checkRequestLimits), so requests
 * cannot flood a provider's inbox. The same idempotency key returns the booking it made. The provider hears of
 * it in Messages (which lets the two write to each other about it) and live.
 */
export async function requestServiceBooking(
  db: Db,
  guestId: string,
  raw: ServiceBookingInput,
  now = new Date(),
): Promise<ServiceBookingView> {
  const input = serviceBookingInput.parse(raw);
  const [earlier] = await db
    .select()
    .from(serviceBookings)
    .where(
      and(eq(serviceBookings.guestId, guestId), eq(serviceBookings.idempotencyKey, input.idempotencyKey)),
    );
  if (earlier) return sameRequest(db, earlier, input, now);

  const service = await serviceDetail(db, input.serviceId);
  if (service.provider.id === guestId) throw new AppError('forbidden', SERVICE_BOOKING_TEXTS.ownService);
  const problem = bookingDateProblem(input.bookingDate, service.availability, platformToday(now));
  if (problem) throw new AppError('bad_request', problem);
  if (!service.timeSlots.includes(input.timeSlot)) {
    throw new AppError('bad_request', SERVICE_BOOKING_TEXTS.slotUnknown);
  }
  const [taken] = await db
    .select({ id: serviceBookings.id })
    .from(serviceBookings)
    .where(
      and(
        eq(serviceBookings.providerId, service.provider.id),
        eq(serviceBookings.bookingDate, input.bookingDate),
        eq(serviceBookings.timeSlot, input.timeSlot),
        inArray(serviceBookings.status, ['confirmed', 'completed']),
      ),
    )
    .limit(1);
  if (taken) throw new AppError('conflict', SERVICE_BOOKING_TEXTS.slotTaken);
  const terms = await platformSettingsOf(db);

  let row: BookingRow;
  try {
    row = await withEvents(db, async (tx, emit) => {
      await checkRequestLimits(
        tx,
        { guestId, providerId: service.provider.id, idempotencyKey: input.idempotencyKey },
        now,
      );
      const [created] = await tx
        .insert(serviceBookings)
        .values({
          serviceId: service.id,
          guestId,
          providerId: service.provider.id,
          bookingDate: input.bookingDate,
          timeSlot: input.timeSlot,
          specialRequests: input.specialRequests,
          amountCents: service.priceCents,
          currency: service.currency,
          commissionBasisPoints: terms.providerCommissionBasisPoints,
          idempotencyKey: input.idempotencyKey,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await told(emit, created!, 'pending');
      return created!;
    });
  } catch (err) {
    if (pgErrorCode(err) !== PG_UNIQUE_VIOLATION) throw err;
    // The same key raced itself: the first request's booking is the answer.
    const [again] = await db
      .select()
      .from(serviceBookings)
      .where(
        and(eq(serviceBookings.guestId, guestId), eq(serviceBookings.idempotencyKey, input.idempotencyKey)),
      );
    if (!again) throw err;
    return sameRequest(db, again, input, now);
  }
  const extra = row.specialRequests ? `\n\nSpecial requests: ${row.specialRequests}` : '';
  await deliver(db, guestId, {
    to: row.providerId,
    createdAt: now,
    content: `New booking request: ${when(service.title, row)} (${price(row)}). Please confirm or decline it from your Provider Dashboard.${extra}`,
  });
  return serviceBookingFor(db, guestId, row.id, now);
}

async function sameRequest(
  db: Db,
  earlier: BookingRow,
  input: ReturnType<typeof serviceBookingInput.parse>,
  now: Date,
): Promise<ServiceBookingView> {
  const same =
    earlier.serviceId === input.serviceId &&
    earlier.bookingDate === input.bookingDate &&
    earlier.timeSlot === input.timeSlot;
  if (!same) throw new AppError('conflict', SERVICE_BOOKING_TEXTS.keyReused);
  return serviceBookingFor(db, earlier.guestId, earlier.id, now);
}

/** Locks a booking of mine for a change (as its provider, or as either side); anyone else's is not found. */
async function lockBooking(
  tx: Tx,
  userId: string,
  id: string,
  side: 'provider' | 'either',
): Promise<BookingRow> {
  const who = side === 'provider' ? eq(serviceBookings.providerId, userId) : mineCondition(userId);
  const [row] = await tx
    .select()
    .from(serviceBookings)
    .where(and(eq(serviceBookings.id, id), who))
    .for('update');
  if (!row) throw serviceBookingNotFound();
  return row;
}

/** How a confirmed service booking is paid: by the demo at once, or by the guest through the payment provider. */
export type ServicePayment =
  | { demo: true }
  | {
      demo: false;
      publicUrl: string;
      /** Tells the guest where to pay by other means (e-mail) once, when this call confirmed the booking. */
      sendPayLink?: (view: ServiceBookingView) => Promise<void>;
    };

/** Where the guest pays for a confirmed service booking: the return page, which offers the provider's checkout. */
export const servicePaymentUrl = (publicUrl: string, id: string) =>
  `${publicUrl}/bookings/payment?service=${encodeURIComponent(id)}`;

/**
 * The provider confirms a pending request for today or later, which takes its slot. With the demo the guest is
 * marked charged (the simulated payment, as for stays; the router waits for it first) and the provider's payment
 * is recorded, in one transaction. Through a payment provider the booking waits for the guest's payment until
 * SERVICE_PAY_HOURS from now (payBy; the guest is sent the link to pay), and the provider's payment is recorded
 * once it is paid. Confirming again changes nothing and charges nothing; a cancelled or declined request cannot
 * be confirmed, and a second booking for a slot already confirmed is refused.
 */
export async function confirmServiceBooking(
  db: Db,
  providerId: string,
  id: string,
  now = new Date(),
  payment: ServicePayment = { demo: true },
): Promise<ServiceBookingView> {
  let changed: BookingRow | null;
  try {
    changed = await withEvents(db, async (tx, emit) => {
      const b = await lockBooking(tx, providerId, id, 'provider');
      if (b.status === 'confirmed') return null;
      if (!serviceBookingRules.canConfirm(b, platformToday(now))) {
        throw new AppError('conflict', SERVICE_BOOKING_TEXTS.cannotConfirm);
      }
      // A free service has nothing to pay: it is paid on confirming, whatever takes payments.
      const paid =
        payment.demo || b.amountCents === 0
          ? ({ paymentStatus: 'completed' } as const)
          : { payBy: new Date(now.getTime() + SERVICE_PAY_HOURS * 3_600_000) };
      const [updated] = await tx
        .update(serviceBookings)
        .set({ status: 'confirmed', ...paid, confirmedAt: now, updatedAt: now })
        .where(eq(serviceBookings.id, b.id))
        .returning();
      await syncServicePayout(tx, updated!, now);
      await told(emit, updated!, 'confirmed');
      return updated!;
    });
  } catch (err) {
    if (pgErrorCode(err) === PG_UNIQUE_VIOLATION)
      throw new AppError('conflict', SERVICE_BOOKING_TEXTS.slotTaken);
    throw err;
  }
  const view = await serviceBookingFor(db, providerId, id, now);
  if (changed) {
    const pay = payment.demo
      ? PAYMENT_TEXTS.demoServiceCharged(price(changed))
      : changed.payBy === null
        ? PAYMENT_TEXTS.nothingToPay
        : `${PAYMENT_TEXTS.servicePayBy(price(changed), payByText(changed.payBy.toISOString()))} Pay here: ${servicePaymentUrl(payment.publicUrl, changed.id)}`;
    await deliver(db, providerId, {
      to: changed.guestId,
      createdAt: now,
      content: `Your booking of ${when(view.serviceTitle, changed)} is confirmed. ${pay}`,
    });
    if (!payment.demo && changed.payBy !== null) await payment.sendPayLink?.(view);
  }
  return view;
}

/** The provider declines a pending request with a message to the guest (nothing was charged). */
export async function declineServiceBooking(
  db: Db,
  providerId: string,
  id: string,
  message: string,
  now = new Date(),
): Promise<ServiceBookingView> {
  const changed = await withEvents(db, async (tx, emit) => {
    const b = await lockBooking(tx, providerId, id, 'provider');
    if (!serviceBookingRules.canDecline(b))
      throw new AppError('conflict', SERVICE_BOOKING_TEXTS.cannotDecline);
    const [updated] = await tx
      .update(serviceBookings)
      .set({ status: 'declined', note: message, updatedAt: now })
      .where(eq(serviceBookings.id, b.id))
      .returning();
    await told(emit, updated!, 'declined');
    return updated!;
  });
  const view = await serviceBookingFor(db, providerId, id, now);
  await deliver(db, providerId, {
    to: changed.guestId,
    createdAt: now,
    content: `Your booking request for ${when(view.serviceTitle, changed)} was declined: ${message}`,
  });
  return view;
}

/**
 * The provider marks a confirmed, paid booking completed once its date has come; its payout is then due, and the
 * release-payouts job sends it. Completing again changes nothing.
 */
export async function completeServiceBooking(
  db: Db,
  providerId: string,
  id: string,
  now = new Date(),
): Promise<ServiceBookingView> {
  const changed = await withEvents(db, async (tx, emit) => {
    const b = await lockBooking(tx, providerId, id, 'provider');
    if (b.status === 'completed') return null;
    if (!serviceBookingRules.canComplete(b, platformToday(now))) {
      throw new AppError('conflict', SERVICE_BOOKING_TEXTS.cannotComplete);
    }
    const [updated] = await tx
      .update(serviceBookings)
      .set({ status: 'completed', completedAt: now, updatedAt: now })
      .where(eq(serviceBookings.id, b.id))
      .returning();
    await syncServicePayout(tx, updated!, now);
    await told(emit, updated!, 'completed');
    return updated!;
  });
  const view = await serviceBookingFor(db, providerId, id, now);
  if (changed) {
    await deliver(db, providerId, {
      to: changed.guestId,
      createdAt: now,
      content: `${when(view.serviceTitle, changed)} is marked completed. How was it? You can leave a review from My Bookings.`,
    });
  }
  return view;
}

/**
 * The guest or the provider cancels (SERVICE_BOOKING_TEXTS.cancellationRule): the guest a pending request at any
 * time (the provider declines it instead), either side a confirmed booking until the day before its date. What
 * was charged is refunded in full (through the payment provider when it was paid there: a refund record the
 * send-refunds job sends), and the provider's payout falls to nothing (cancelled). A confirmed booking not yet
 * paid is cancelled with nothing to refund. The other side is told.
 */
export async function cancelServiceBooking(
  db: Db,
  userId: string,
  id: string,
  reason: string,
  now = new Date(),
): Promise<ServiceBookingView> {
  const changed = await withEvents(db, async (tx, emit) => {
    const b = await lockBooking(tx, userId, id, 'either');
    const by = b.providerId === userId ? 'provider' : 'guest';
    if (!serviceBookingRules.canCancel(b, platformToday(now), by)) {
      throw new AppError('conflict', SERVICE_BOOKING_TEXTS.cannotCancel);
    }
    const charged = b.paymentStatus === 'completed';
    const [updated] = await tx
      .update(serviceBookings)
      .set({
        status: 'cancelled',
        paymentStatus: charged ? 'refunded' : b.paymentStatus,
        refundedCents: charged ? b.amountCents : b.refundedCents,
        note: reason || null,
        cancelledBy: userId,
        cancelledAt: now,
        updatedAt: now,
      })
      .where(eq(serviceBookings.id, b.id))
      .returning();
    await syncServicePayout(tx, updated!, now);
    const sent = charged ? await recordRefund(tx, { service: b.id }, b.amountCents, 'cancellation') : null;
    await told(emit, updated!, 'cancelled');
    return { ...updated!, throughProvider: sent !== null };
  });
  const view = await serviceBookingFor(db, userId, id, now);
  const byGuest = changed.guestId === userId;
  const who = byGuest ? view.guest.name : view.provider.displayName;
  const refunded = formatServicePrice(changed.refundedCents, changed.currency as ServiceCurrency);
  const refundText =
    changed.refundedCents === 0
      ? ''
      : changed.throughProvider
        ? ` ${refunded} is refunded to the guest through the payment provider they paid with.`
        : ` ${demoMoney(`${refunded} is refunded to the guest`)}.`;
  await deliver(db, userId, {
    to: byGuest ? changed.providerId : changed.guestId,
    createdAt: now,
    content: `${who} cancelled the booking of ${when(view.serviceTitle, changed)}${reason ? `: ${reason}` : '.'}${refundText}`,
  });
  return view;
}

/**
 * Closes requests whose date has passed unanswered (declined, with SERVICE_BOOKING_TEXTS.expired as the note):
 * nothing was charged, the slot is free, and they leave the provider's Pending Bookings. Both sides are told live.
 * Run by the expire-service-requests job.
 */
export async function expireStaleRequests(db: Db, now = new Date()): Promise<number> {
  return withEvents(db, async (tx, emit) => {
    const expired = await tx
      .update(serviceBookings)
      .set({ status: 'declined', note: SERVICE_BOOKING_TEXTS.expired, updatedAt: now })
      .where(and(eq(serviceBookings.status, 'pending'), lt(serviceBookings.bookingDate, platformToday(now))))
      .returning();
    for (const b of expired) await told(emit, b, 'declined');
    return expired.length;
  });
}

/**
 * Confirmed bookings whose guest did not pay through the payment provider by their payBy lapse: cancelled, with
 * SERVICE_BOOKING_TEXTS.lapsed as the note, which frees their slot. Nothing was charged. Both sides are told, live
 * and in Messages. Run by the settle-pending-bookings job, after it has asked the provider about their checkouts
 * (a payment that went through in time is applied first).
 */
export async function lapseUnpaidServiceBookings(db: Db, now = new Date()): Promise<number> {
  const lapsed = await withEvents(db, async (tx, emit) => {
    const rows = await tx
      .update(serviceBookings)
      .set({ status: 'cancelled', note: SERVICE_BOOKING_TEXTS.lapsed, cancelledAt: now, updatedAt: now })
      .where(
        and(
          eq(serviceBookings.status, 'confirmed'),
          eq(serviceBookings.paymentStatus, 'pending'),
          lte(serviceBookings.payBy, now),
        ),
      )
      .returning();
    for (const b of rows) await told(emit, b, 'cancelled');
    return rows;
  });
  for (const b of lapsed) {
    const [service] = await db
      .select({ title: services.title })
      .from(services)
      .where(eq(services.id, b.serviceId));
    await deliver(db, b.providerId, {
      to: b.guestId,
      createdAt: now,
      content: `Your booking of ${when(service?.title ?? 'the service', b)} lapsed: ${SERVICE_BOOKING_TEXTS.lapsed}`,
    });
  }
  return lapsed.length;
}
