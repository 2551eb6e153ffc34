import { eq } from 'drizzle-orm';
import { payments } from '../../db/schema';

/** What a payment is for: a stay's booking or a service's (a payment row names exactly one). */
export type PaidFor = { stay: string } | { service: string };

/** The payments column naming what a payment is for: a stay's booking or a service's. */
export type PaidForColumn = typeof payments.bookingId | typeof payments.serviceBookingId;

/** The payments of one booking, stay or service. */
export const paymentsOf = (paidFor: PaidFor) =>
  'stay' in paidFor ? eq(payments.bookingId, paidFor.stay) : eq(payments.serviceBookingId, paidFor.service);

/** The payment row's columns naming what it is for. */
export const paidForColumns = (paidFor: PaidFor) =>
  'stay' in paidFor ? { bookingId: paidFor.stay } : { serviceBookingId: paidFor.service };
