import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, platformDayStart, platformToday } from '../../../shared/dates';
import { timeSlotOptions, weekDayOf } from '../../../shared/service-bookings';
import type { WeekDay } from '../../../shared/services';
import {
  cancelServiceBooking,
  completeServiceBooking,
  confirmServiceBooking,
  declineServiceBooking,
  requestServiceBooking,
} from '../../domains/services/bookings';
import { savePayoutMethod } from '../../domains/payouts/methods/service';
import { SimulatedPayoutProvider } from '../../domains/payouts/provider';
import { releaseDuePayouts } from '../../domains/payouts/release';
import { reviewServiceBooking } from '../../domains/services/reviews';
import type { Db } from '../client';
import { payouts, profiles, services } from '../schema';
import { createRandom, type Random } from './random';
import { DEMO_PROVIDERS, type DemoProvider } from './services-catalog';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

type Outcome = 'pending' | 'declined' | 'confirmed' | 'cancelled' | 'completed' | 'reviewed';

/** One demo booking: days from today, which service, who books, how far it went. */
interface Plan {
  days: number;
  service: number;
  guest: string;
  outcome: Outcome;
  rating?: number;
}

const GUEST = 'guest@kazistay.com';
const LENA = 'lena.fischer@kazistay.com';
const MARCUS = 'marcus.bell@kazistay.com';
const MEMBERS = [
  'tomas.herrera@example.com',
  'priya.raman@example.com',
  'lea.martin@example.com',
  'mia.johansson@example.com',
  'kofi.boateng@example.com',
  'nia.wambui@example.com',
  'diego.alvarez@example.com',
];

/** The demo provider's bookings: one or more in every state, and a confirmed one for today to complete. */
const DEMO_PROVIDER_PLANS: Plan[] = [
  { days: -40, service: 0, guest: LENA, outcome: 'reviewed', rating: 5 },
  { days: -33, service: 2, guest: MARCUS, outcome: 'reviewed', rating: 5 },
  { days: -26, service: 1, guest: 'host@kazistay.com', outcome: 'reviewed', rating: 4 },
  { days: -19, service: 0, guest: MEMBERS[0]!, outcome: 'reviewed', rating: 5 },
  { days: -12, service: 2, guest: GUEST, outcome: 'completed' },
  { days: -8, service: 0, guest: MEMBERS[1]!, outcome: 'cancelled' },
  { days: 0, service: 0, guest: MEMBERS[2]!, outcome: 'confirmed' },
  { days: 3, service: 2, guest: LENA, outcome: 'confirmed' },
  { days: 6, service: 1, guest: 'host.kampala@kazistay.com', outcome: 'confirmed' },
  { days: 4, service: 0, guest: GUEST, outcome: 'pending' },
  { days: 9, service: 2, guest: MEMBERS[3]!, outcome: 'pending' },
  { days: 5, service: 1, guest: MEMBERS[4]!, outcome: 'declined' },
];

/** Every other provider: some finished and reviewed work, one booking ahead, one request waiting. */
function otherPlans(random: Random): Plan[] {
  const guests = random.shuffle([GUEST, LENA, MARCUS, ...MEMBERS]);
  return [
    {
      days: -random.int(20, 30),
      service: 0,
      guest: guests[0]!,
      outcome: 'reviewed',
      rating: random.int(4, 5),
    },
    {
      days: -random.int(10, 16),
      service: 1,
      guest: guests[1]!,
      outcome: 'reviewed',
      rating: random.int(3, 5),
    },
    { days: -random.int(3, 6), service: 0, guest: guests[2]!, outcome: 'completed' },
    { days: random.int(2, 8), service: 1, guest: guests[3]!, outcome: 'confirmed' },
    { days: random.int(3, 10), service: 0, guest: guests[4]!, outcome: 'pending' },
  ];
}

const COMMENTS: Record<number, string[]> = {
  5: [
    'Exactly what I needed between two client calls. On time, professional and friendly.',
    'Outstanding. I have already booked again for next month.',
    'Made my stay so much easier. Highly recommended to anyone working remotely here.',
  ],
  4: ['Very good, a little late because of traffic but worth the wait.', 'Great value and easy to arrange.'],
  3: ['Good service overall, though it took longer than planned.'],
};

/** The working day on or after `day` (or on or before it, going back), for a provider who works `days`. */
function workingDay(day: string, days: readonly WeekDay[], step: 1 | -1): string {
  let d = day;
  while (!days.includes(weekDayOf(d))) d = addDays(d, step);
  return d;
}

const at = (day: string, hours: number) => new Date(platformDayStart(day).getTime() + hours * HOUR_MS);
const earliest = (...dates: Date[]) => new Date(Math.min(...dates.map((d) => d.getTime())));

/** Walks one booking through the app's own lifecycle, each step dated when it would have happened. */
async function playBooking(
  db: Db,
  p: DemoProvider,
  ids: { provider: string; guest: string; services: string[] },
  plan: Plan,
  now: Date,
  random: Random,
  taken: Set<string>,
): Promise<void> {
  const today = platformToday(now);
  // Past (and today's) bookings go back to a working day, so they can be completed by now; others go forward.
  const step = plan.days <= 0 ? -1 : 1;
  const slots = timeSlotOptions(p.timeSlots);
  // A provider is booked once per date and slot: move on to a free one.
  let date = workingDay(addDays(today, plan.days), p.availability, step);
  let free = slots.filter((slot) => !taken.has(`${date}|${slot}`));
  while (free.length === 0) {
    date = workingDay(addDays(date, step), p.availability, step);
    free = slots.filter((slot) => !taken.has(`${date}|${slot}`));
  }
  const timeSlot = random.pick(free);
  if (plan.outcome !== 'pending' && plan.outcome !== 'declined') taken.add(`${date}|${timeSlot}`);
  const requestedAt =
    date <= today
      ? at(addDays(date, -random.int(3, 9)), 9)
      : new Date(now.getTime() - random.int(2, 60) * HOUR_MS);
  const booking = await requestServiceBooking(
    db,
    ids.guest,
    {
      serviceId: ids.services[plan.service]!,
      bookingDate: date,
      timeSlot,
      specialRequests: random.chance(0.4)
        ? 'I will be on a call until ten, please text when you arrive.'
        : '',
      idempotencyKey: randomUUID(),
    },
    requestedAt,
  );
  const answeredAt = earliest(new Date(requestedAt.getTime() + random.int(1, 6) * HOUR_MS), now);
  if (plan.outcome === 'pending') return;
  if (plan.outcome === 'declined') {
    const message = 'Sorry, I am fully booked that day. Any other day that week works for me.';
    await declineServiceBooking(db, ids.provider, booking.id, message, answeredAt);
    return;
  }
  await confirmServiceBooking(db, ids.provider, booking.id, answeredAt);
  if (plan.outcome === 'confirmed') return;
  if (plan.outcome === 'cancelled') {
    const reason = 'My plans changed and I am leaving the city earlier.';
    await cancelServiceBooking(db, ids.guest, booking.id, reason, new Date(answeredAt.getTime() + DAY_MS));
    return;
  }
  const completedAt = earliest(at(date, 19), now);
  await completeServiceBooking(db, ids.provider, booking.id, completedAt);
  // The payout job's run just after: the provider is paid for it (by the demo network: no money moves).
  const due = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(and(eq(payouts.kind, 'service'), eq(payouts.serviceBookingId, booking.id)));
  await releaseDuePayouts(
    db,
    new SimulatedPayoutProvider(db),
    earliest(new Date(completedAt.getTime() + 10 * 60 * 1000), now),
    { ids: due.map((p) => p.id) },
  );
  if (plan.outcome === 'reviewed' && plan.rating) {
    const reviewedAt = earliest(new Date(completedAt.getTime() + random.int(12, 40) * HOUR_MS), now);
    const comment = random.pick(COMMENTS[plan.rating] ?? COMMENTS[5]!);
    await reviewServiceBooking(
      db,
      ids.guest,
      { bookingId: booking.id, rating: plan.rating, comment },
      reviewedAt,
    );
  }
}

/**
 * The services marketplace in the demo: each approved provider's services, and bookings walked through the app's
 * own request, confirm (charge), decline, cancel (refund), complete, payment and review steps, so their
 * dashboards, payments, profiles and Messages all show a living history.
 */
export async function seedDemoServices(db: Db, now: Date): Promise<{ services: number; bookings: number }> {
  const random = createRandom(16);
  const emails = [
    ...new Set([GUEST, LENA, MARCUS, 'host@kazistay.com', 'host.kampala@kazistay.com', ...MEMBERS]),
  ];
  const people = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(inArray(profiles.email, [...emails, ...DEMO_PROVIDERS.map((p) => p.email)]));
  const idOf = new Map(people.map((p) => [p.email, p.id]));
  let serviceCount = 0;
  let bookingCount = 0;
  for (const [i, p] of DEMO_PROVIDERS.entries()) {
    const providerId = idOf.get(p.email);
    if (!providerId) continue;
    // Providers are paid to M-Pesa, each to a number of their own.
    await savePayoutMethod(
      db,
      providerId,
      { kind: 'mpesa', phone: `+25472${String(1_000_000 + i).slice(1)}0` },
      now,
    );
    const rows = await db
      .insert(services)
      .values(
        p.services.map((s, k) => {
          const createdAt = new Date(now.getTime() - (p.daysAgo - 2 - k) * DAY_MS);
          return { providerId, ...s, currency: p.currency, createdAt, updatedAt: createdAt };
        }),
      )
      .returning({ id: services.id });
    serviceCount += rows.length;
    const plans = i === 0 ? DEMO_PROVIDER_PLANS : otherPlans(random);
    const taken = new Set<string>();
    for (const plan of plans) {
      const guestId = idOf.get(plan.guest);
      if (!guestId) continue;
      const ids = { provider: providerId, guest: guestId, services: rows.map((r) => r.id) };
      await playBooking(db, p, ids, plan, now, random, taken);
      bookingCount++;
    }
  }
  return { services: serviceCount, bookings: bookingCount };
}

/** The demo provider's account id (tests). */
export async function demoProviderId(db: Db): Promise<string | undefined> {
  const [row] = await db
    .select({ id: profiles.id })
    .from(profiles)
    .where(eq(profiles.email, DEMO_PROVIDERS[0]!.email));
  return row?.id;
}
