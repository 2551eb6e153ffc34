import { and, eq } from 'drizzle-orm';
import { payouts, providerProfiles, serviceBookings } from '../../src/server/db/schema';
import type { PayoutStatus } from '../../src/shared/payouts';
import { addDays, platformToday } from '../../src/shared/dates';
import type { ServiceBookingView } from '../../src/shared/service-bookings';
import { weekDayOf } from '../../src/shared/service-bookings';
import type { ServiceCardView, ServiceInput } from '../../src/shared/service-catalog';
import { WEEK_DAYS, type ServiceCurrency, type WeekDay } from '../../src/shared/services';
import type { CallResult, TestApp } from './app';
import { person, type Person } from './host';

export const EVERY_DAY: WeekDay[] = [...WEEK_DAYS];

export interface ProviderOptions {
  availability?: WeekDay[];
  timeSlots?: string;
  currency?: ServiceCurrency;
  /** The account's role (default 'provider'; a host or an admin can be approved too). */
  role?: 'provider' | 'guest' | 'host' | 'admin';
}

/**
 * A signed-in, verified provider: a `person` with a provider_profiles row, as an admin's approval makes it
 * (the session reads that row on every request, so no new sign-in is needed).
 */
export async function provider(t: TestApp, name: string, options: ProviderOptions = {}): Promise<Person> {
  const who = await person(t, options.role ?? 'provider', name);
  await approve(t, who, name, options);
  return who;
}

/** Makes an existing person a verified provider. */
export async function approve(t: TestApp, who: Person, name: string, options: ProviderOptions = {}) {
  await t.database.db.insert(providerProfiles).values({
    userId: who.id,
    displayName: name,
    bio: `${name} offers services in Nairobi.`,
    categories: ['photography', 'tours'],
    startingPriceCents: 2000,
    currency: options.currency ?? 'USD',
    availability: options.availability ?? EVERY_DAY,
    timeSlots: options.timeSlots ?? '09:00-12:00, 14:00-18:00',
  });
}

let titles = 0;

/** A complete, valid service form. */
export function serviceForm(fields: Partial<ServiceInput> = {}): ServiceInput {
  return {
    title: `Portrait session ${++titles}`,
    description: 'An hour of portraits at your stay or around town, edited photos within two days.',
    categoryId: 'photography',
    price: 45,
    currency: 'USD',
    photos: [],
    status: 'active',
    ...fields,
  };
}

/** Adds a service as `who` through services.create; throws when refused. */
export async function addService(who: Person, fields: Partial<ServiceInput> = {}): Promise<ServiceCardView> {
  const res = await who.client.mutate<ServiceCardView>('services.create', serviceForm(fields));
  if (res.status !== 200 || !res.data) throw new Error(`create failed: ${JSON.stringify(res.error)}`);
  return res.data;
}

/** The platform's day `n` days from today (yyyy-MM-dd). */
export const day = (n: number) => addDays(platformToday(), n);

/** The first date at least `from` days ahead that falls on one of `days`. */
export function nextDayOn(days: readonly WeekDay[], from = 1): string {
  for (let n = from; n < from + 7; n++) {
    if (days.includes(weekDayOf(day(n)))) return day(n);
  }
  throw new Error('no such day');
}

let keys = 0;
export const newKey = () => `svc-key-${++keys}-${Date.now()}`;

export interface BookingFields {
  bookingDate: string;
  timeSlot?: string;
  specialRequests?: string;
  idempotencyKey?: string;
}

/** services.book as `who`. */
export function requestBooking(
  who: Person,
  serviceId: string,
  fields: BookingFields,
): Promise<CallResult<ServiceBookingView>> {
  return who.client.mutate<ServiceBookingView>('services.book', {
    serviceId,
    timeSlot: '09:00-12:00',
    idempotencyKey: newKey(),
    ...fields,
  });
}

/** Requests a booking and returns it; throws when refused. */
export async function booked(
  who: Person,
  serviceId: string,
  fields: BookingFields,
): Promise<ServiceBookingView> {
  const res = await requestBooking(who, serviceId, fields);
  if (res.status !== 200 || !res.data) throw new Error(`book failed: ${JSON.stringify(res.error)}`);
  return res.data;
}

/** Runs a provider's answer (confirm, complete...) and throws when refused. */
export async function answer(who: Person, action: 'confirm' | 'complete', id: string) {
  const res = await who.client.mutate<ServiceBookingView>(`services.${action}`, { id });
  if (res.status !== 200 || !res.data) throw new Error(`${action} failed: ${JSON.stringify(res.error)}`);
  return res.data;
}

export async function bookingRow(t: TestApp, id: string) {
  const [row] = await t.database.db.select().from(serviceBookings).where(eq(serviceBookings.id, id));
  if (!row) throw new Error('no booking');
  return row;
}

/** The service booking's payout to its provider (none until the guest is charged). */
export function payoutsOf(t: TestApp, bookingId: string) {
  return t.database.db.select().from(payouts).where(eq(payouts.serviceBookingId, bookingId));
}

export function payoutsOfProvider(t: TestApp, providerId: string, status?: PayoutStatus) {
  return t.database.db
    .select()
    .from(payouts)
    .where(
      and(
        eq(payouts.payeeId, providerId),
        eq(payouts.kind, 'service'),
        status ? eq(payouts.status, status) : undefined,
      ),
    );
}
