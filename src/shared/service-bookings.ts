import type { PayoutNetworkName } from './payouts';
import { z } from 'zod';
import { isoDate } from './date-field';
import { addDays } from './dates';
import { SERVICE_REQUEST_LIMITS } from './limits';
import type { PaidWith, RefundLine } from './payments';
import {
  parseTimeSlots,
  WEEK_DAYS,
  type ServiceCategoryId,
  type ServiceCurrency,
  type WeekDay,
} from './services';
import { text } from './text';

/**
 * Booking a service (spec 001 §2 Book Service, §3 Service booking, Provider payment; §5; §8): the guest's
 * request, the provider's answer, the charge on confirmation and the provider's payment. Shared by the
 * `services` router and the pages.
 */

export const SERVICE_BOOKING_STATUSES = [
  'pending',
  'confirmed',
  'completed',
  'declined',
  'cancelled',
] as const;
export type ServiceBookingStatus = (typeof SERVICE_BOOKING_STATUSES)[number];

/** Spec 001 §6: paid or pending; cancelled when a refund leaves the provider nothing. */
export const PROVIDER_PAYMENT_STATUSES = ['pending', 'paid', 'cancelled'] as const;
export type ProviderPaymentStatus = (typeof PROVIDER_PAYMENT_STATUSES)[number];

/** How far ahead a service can be requested. */
export const SERVICE_BOOKING_MAX_DAYS_AHEAD = 365;
export const RECENT_SERVICE_BOOKINGS = 5;

export const SERVICE_BOOKING_TEXTS = {
  preferredDate: 'Preferred Date',
  preferredTime: 'Preferred Time',
  specialRequests: 'Special Requests (Optional)',
  dateRequired: 'Preferred Date is required',
  timeRequired: 'Preferred Time is required',
  pastDate: 'The date cannot be earlier than today',
  tooFarAhead: `Choose a date within the next ${SERVICE_BOOKING_MAX_DAYS_AHEAD} days`,
  notWorkingDay: 'The provider does not work on that day. Please choose another date.',
  slotUnknown: 'Choose one of the provider’s time slots',
  requestNote:
    'This is a booking request: the provider will confirm it, and you are charged only when they do.',
  requestSentBody: 'The provider will review your request and get back to you.',
  slotTaken: 'The provider is already booked at that time. Please choose another date or time.',
  ownService: 'You cannot book your own service.',
  keyReused: 'This request was already used for a different booking.',
  notFound: 'Booking not found.',
  cannotConfirm: 'Only a pending request for today or later can be confirmed.',
  cannotDecline: 'Only a pending request can be declined.',
  cannotComplete: 'A booking can be marked completed once it is confirmed, paid and its date has come.',
  cannotCancel: 'This booking can no longer be cancelled.',
  declineReasonRequired: 'Please tell the guest why',
  expired: 'The request expired: the provider did not answer before its date. Nothing was charged.',
  lapsed: 'It was not paid in time, so the slot is free again. Nothing was charged.',
  cancellationRule:
    'Free cancellation: a guest can withdraw a pending request at any time, and a confirmed booking can be cancelled by either side until the day before its date, with a full refund.',
  alreadyReviewed: 'You have already reviewed this booking.',
  cannotReview: 'You can review a service once it is completed.',
  ratingRequired: 'Please choose a rating',
  reviewSaved: 'Thank you for your review!',
  confirmed: 'Booking confirmed',
  declined: 'Booking declined',
  completed: 'Booking marked completed',
  cancelled: 'Booking cancelled',
  actionFailed: 'Something went wrong. Please try again.',
} as const;

/** The refusals of SERVICE_REQUEST_LIMITS (`wait` reads "in 12 minutes"). */
export const SERVICE_REQUEST_LIMIT_TEXTS = {
  openWithProvider: `You already have ${SERVICE_REQUEST_LIMITS.openPerProvider} requests waiting for this provider’s answer. Please wait for their answer, or withdraw one from My Bookings, before sending another.`,
  perHour: (wait: string) => `You have sent too many booking requests. Please try again ${wait}.`,
} as const;

export const SERVICE_BOOKING_STATUS_LABELS: Record<ServiceBookingStatus, string> = {
  pending: 'Pending',
  confirmed: 'Confirmed',
  completed: 'Completed',
  declined: 'Declined',
  cancelled: 'Cancelled',
};

/** The weekday of a yyyy-MM-dd date (the calendar's, whatever the viewer's time zone). */
export function weekDayOf(date: string): WeekDay {
  const sundayFirst = new Date(`${date}T00:00:00Z`).getUTCDay();
  return WEEK_DAYS[(sundayFirst + 6) % 7]!;
}

/** The provider's time slots as the booking form offers them: '09:00-12:00', '14:00-18:00'. */
export function timeSlotOptions(timeSlots: string): string[] {
  return (parseTimeSlots(timeSlots) ?? []).map((s) => `${s.start}-${s.end}`);
}

/** Why a date cannot be requested from a provider who works on `days`, or null when it can. */
export function bookingDateProblem(date: string, days: readonly WeekDay[], today: string): string | null {
  if (date < today) return SERVICE_BOOKING_TEXTS.pastDate;
  if (date > addDays(today, SERVICE_BOOKING_MAX_DAYS_AHEAD)) return SERVICE_BOOKING_TEXTS.tooFarAhead;
  if (!days.includes(weekDayOf(date))) return SERVICE_BOOKING_TEXTS.notWorkingDay;
  return null;
}

/** The Book Service form (spec 001 §3 Service booking request form). */
export const serviceBookingInput = z.object({
  serviceId: z.uuid('Service not found.'),
  bookingDate: isoDate(SERVICE_BOOKING_TEXTS.dateRequired),
  timeSlot: text()
    .trim()
    .min(1, SERVICE_BOOKING_TEXTS.timeRequired)
    .max(20, SERVICE_BOOKING_TEXTS.slotUnknown),
  specialRequests: text().trim().max(1000, 'Special requests are at most 1000 characters').default(''),
  /** One per submit: a retry of the same request returns the booking it made. */
  idempotencyKey: text().min(8).max(100),
});
export type ServiceBookingInput = z.input<typeof serviceBookingInput>;

export const serviceBookingRef = z.object({ id: z.uuid(SERVICE_BOOKING_TEXTS.notFound) });
export const declineServiceBookingInput = serviceBookingRef.extend({
  message: text()
    .trim()
    .min(1, SERVICE_BOOKING_TEXTS.declineReasonRequired)
    .max(1000, 'At most 1000 characters'),
});
export const cancelServiceBookingInput = serviceBookingRef.extend({
  reason: text().trim().max(1000, 'At most 1000 characters').default(''),
});
export const serviceReviewInput = z.object({
  bookingId: z.uuid(SERVICE_BOOKING_TEXTS.notFound),
  rating: z
    .number({ error: SERVICE_BOOKING_TEXTS.ratingRequired })
    .int(SERVICE_BOOKING_TEXTS.ratingRequired)
    .min(1, SERVICE_BOOKING_TEXTS.ratingRequired)
    .max(5, SERVICE_BOOKING_TEXTS.ratingRequired),
  comment: text().trim().max(1000, 'Your comment is at most 1000 characters').default(''),
});
export type ServiceReviewInput = z.input<typeof serviceReviewInput>;

interface BookingState {
  status: ServiceBookingStatus;
  bookingDate: string;
  /** 'pending' on a confirmed booking: its guest has yet to pay through the payment provider. */
  paymentStatus: 'pending' | 'completed' | 'refunded';
}

/** The rules, in one place: the server enforces them and the pages offer only what they allow. */
export const serviceBookingRules = {
  canConfirm: (b: BookingState, today: string) => b.status === 'pending' && b.bookingDate >= today,
  canDecline: (b: BookingState) => b.status === 'pending',
  /** Once its date has come, and once it is paid (a booking waiting for its payment lapses instead). */
  canComplete: (b: BookingState, today: string) =>
    b.status === 'confirmed' && b.bookingDate <= today && b.paymentStatus !== 'pending',
  /** A guest withdraws a pending request at any time (a provider declines it instead). */
  canCancel: (b: BookingState, today: string, by: 'guest' | 'provider') =>
    (b.status === 'pending' && by === 'guest') || (b.status === 'confirmed' && b.bookingDate > today),
};

/** What the viewer may do with a booking: the server decides, the page shows the buttons. */
export interface ServiceBookingActions {
  confirm: boolean;
  decline: boolean;
  complete: boolean;
  cancel: boolean;
  review: boolean;
  message: boolean;
  /** The guest can pay for it through the payment provider (confirmed, unpaid, before its payBy). */
  pay: boolean;
}

/** A service booking as its guest or its provider sees it (spec 001 §3 Service booking). */
export interface ServiceBookingView {
  id: string;
  serviceId: string;
  serviceTitle: string;
  categoryId: ServiceCategoryId;
  bookingDate: string;
  timeSlot: string;
  specialRequests: string;
  status: ServiceBookingStatus;
  /** The price agreed when requested. */
  amountCents: number;
  currency: ServiceCurrency;
  paymentStatus: 'pending' | 'completed' | 'refunded';
  refundedCents: number;
  /** A confirmed booking waiting for the guest's payment through the payment provider: until when (ISO). */
  payBy: string | null;
  guest: { id: string; name: string };
  provider: { id: string; displayName: string };
  /** The provider's message when declining, or the reason given when cancelling. */
  note: string | null;
  cancelledBy: 'guest' | 'provider' | null;
  review: { rating: number; comment: string } | null;
  createdAt: string;
  /** Its refunds through the payment provider, oldest first. */
  refunds: RefundLine[];
  /** The payment it was last paid with through the provider (null when none was, as under the demo). */
  paidWith: PaidWith | null;
  /** Whether I am the guest or the provider of it. */
  viewerIs: 'guest' | 'provider';
  actions: ServiceBookingActions;
}

/** Spec 001 §3 Provider payment. */
export interface ProviderPaymentView {
  id: string;
  bookingId: string;
  serviceTitle: string;
  guestName: string;
  bookingDate: string;
  amountCents: number;
  providerCommissionCents: number;
  currency: ServiceCurrency;
  status: ProviderPaymentStatus;
  createdAt: string;
  paidAt: string | null;
  /** The payout network that sent it or was asked to (null before the first attempt). */
  network: PayoutNetworkName | null;
  /** The network's reference for the transfer, once it has one. */
  providerRef: string | null;
}

export interface CurrencyTotal {
  currency: ServiceCurrency;
  cents: number;
}

/** /provider/dashboard. */
export interface ProviderDashboardView {
  displayName: string;
  /** Paid commissions, per currency. */
  totalEarnings: CurrencyTotal[];
  /** Commissions still pending, per currency. */
  pendingEarnings: CurrencyTotal[];
  completedBookings: number;
  pendingBookings: number;
  recentBookings: ServiceBookingView[];
  payments: ProviderPaymentView[];
}

/** Told live to the booking's guest and provider whenever it changes (the user topic). */
export interface ServiceBookingEvent {
  type: 'service_booking.updated';
  bookingId: string;
  status: ServiceBookingStatus;
}
