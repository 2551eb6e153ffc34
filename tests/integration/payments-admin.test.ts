import { parse } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, profiles, refunds, serviceBookings, services } from '../../src/server/db/schema';
import { StripePayments } from '../../src/server/domains/payments/stripe';
import type { BookingView } from '../../src/shared/booking';
import { addDays, platformToday } from '../../src/shared/dates';
import {
  ADMIN_PAYMENTS_EXPORT_PATH,
  ADMIN_PAYMENTS_PAGE_SIZE,
  PAYMENTS_ADMIN_TEXTS,
  adminPaymentsExportHref,
  type AdminPaymentFilters,
  type AdminPaymentRow,
  type AdminPaymentsInput,
  type AdminPaymentsPage,
  type PaymentsReconciliation,
} from '../../src/shared/payments-admin';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createProperty } from '../support/factories';
import { person, type Person } from '../support/host';
import { provider } from '../support/services';
import { startStripeDouble, type StripeDouble } from '../support/stripe-double';
import { deliverStripeEvent, stripeEvent, stripeFixtures } from '../support/stripe-webhooks';

const WEBHOOK_SECRET = 'whsec_test_kazistay_admin_payments';

let double: StripeDouble;
let t: TestApp;
let admin: Person;
let host: Person;
let amina: Person;
let brian: Person;
let anon: TestClient;
let loft: string;
let studio: string;
let keys = 0;
const day = (n: number) => addDays(platformToday(), n);
const db = () => t.database.db;

type Payment = typeof payments.$inferSelect;
type ServiceBooking = typeof serviceBookings.$inferSelect;
/** The payments this file makes, by what happened to them (svc…: a service booking's). */
const made = {} as Record<
  | 'paid'
  | 'late'
  | 'awaiting'
  | 'refunded'
  | 'unconfirmed'
  | 'kes'
  | 'svcPaid'
  | 'svcLate'
  | 'svcUnpaid'
  | 'svcRefunded',
  Payment
>;
let failedRefundId = '';
let svcFailedRefundId = '';
let demoBookingId = '';
let pendo: Person;
let walk: string;
const WALK = 'Maasai Market Photo Walk';

async function book(guest: Person, propertyId: string, from: number) {
  const res = await guest.client.mutate<BookingView>('bookings.create', {
    propertyId,
    checkIn: day(from),
    checkOut: day(from + 1),
    guests: 1,
    idempotencyKey: `admin-payments-${++keys}`,
  });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  const [payment] = await db().select().from(payments).where(eq(payments.bookingId, res.data!.id));
  return payment!;
}

/** Stripe's signed word that the payment's checkout was paid. */
async function pay(payment: Payment) {
  const session = {
    ...stripeFixtures['checkout.session'],
    id: payment.providerRef,
    client_reference_id: payment.id,
    amount_total: payment.amountCents,
    currency: 'usd',
    status: 'complete',
    payment_status: 'paid',
    payment_intent: `pi_admin_${payment.id.slice(0, 8)}`,
  };
  const res = await deliverStripeEvent(
    t.app,
    stripeEvent('checkout.session.completed', session),
    WEBHOOK_SECRET,
  );
  return res.body.outcome;
}

const reread = async (id: string) => (await db().select().from(payments).where(eq(payments.id, id)))[0]!;

let serviceKeys = 0;
/** A booking of the photo walk on day `n`, as the service flow leaves it (written directly). */
async function serviceBooking(
  guest: Person,
  n: number,
  fields: Partial<typeof serviceBookings.$inferInsert>,
) {
  const [row] = await db()
    .insert(serviceBookings)
    .values({
      serviceId: walk,
      guestId: guest.id,
      providerId: pendo.id,
      bookingDate: day(n),
      timeSlot: '09:00-12:00',
      amountCents: 4500,
      currency: 'EUR',
      commissionBasisPoints: 1500,
      idempotencyKey: `admin-payments-service-${++serviceKeys}`,
      ...fields,
    })
    .returning();
  return row!;
}

/** A payment of a service booking (€45.00), through Stripe in euros unless `fields` say otherwise. */
async function servicePayment(
  booking: ServiceBooking,
  ref: string,
  fields: Partial<typeof payments.$inferInsert>,
) {
  const [row] = await db()
    .insert(payments)
    .values({
      serviceBookingId: booking.id,
      provider: 'stripe',
      providerRef: ref,
      amountCents: booking.amountCents,
      currency: 'EUR',
      usdCents: booking.amountCents,
      ...fields,
    })
    .returning();
  return row!;
}

beforeAll(async () => {
  double = await startStripeDouble();
  const stripe = new StripePayments({
    secretKey: 'sk_test_admin_payments',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: double.url,
  });
  t = await createTestApp({}, { payments: stripe });
  [admin, host, amina, brian] = await Promise.all([
    person(t, 'admin', 'Ada Admin'),
    person(t, 'host', 'Hamisi Host'),
    person(t, 'guest', 'Amina Wanjiru'),
    person(t, 'guest', 'Brian Ótieno'),
  ]);
  anon = new TestClient(t.app);
  loft = await createProperty(db(), host.id, { title: 'Savanna Desk Loft', nightlyRateCents: 12_000 });
  studio = await createProperty(db(), host.id, { title: 'Lakeside Studio', nightlyRateCents: 8000 });

  // Paid through Stripe's signed webhook: the booking is confirmed.
  made.paid = await book(amina, loft, 10);
  expect(await pay(made.paid)).toBe('applied');
  made.paid = await reread(made.paid.id);

  // Paid after its hold ran out: the money was taken for dates given up.
  made.late = await book(brian, studio, 20);
  await db()
    .update(bookings)
    .set({ holdExpiresAt: sql`now() - interval '1 second'` })
    .where(eq(bookings.id, made.late.bookingId!));
  expect(await pay(made.late)).toBe('late');
  made.late = await reread(made.late.id);

  // Never paid: the checkout still awaits.
  made.awaiting = await book(amina, studio, 30);

  // Paid, then cancelled: its refund is refused by Stripe's signed refund event.
  made.refunded = await book(amina, loft, 40);
  expect(await pay(made.refunded)).toBe('applied');
  made.refunded = await reread(made.refunded.id);
  const cancelled = await amina.client.mutate('bookings.cancel', { id: made.refunded.bookingId });
  expect(cancelled.status, JSON.stringify(cancelled.error)).toBe(200);
  const [refund] = await db().select().from(refunds).where(eq(refunds.paymentId, made.refunded.id));
  failedRefundId = refund!.id;
  const failed = stripeEvent('refund.updated', {
    ...stripeFixtures.refund,
    id: 're_admin_failed',
    amount: refund!.amountCents,
    status: 'failed',
    failure_reason: 'expired_or_canceled_card',
    payment_intent: made.refunded.chargeRef,
    metadata: { reference: refund!.id },
  });
  expect((await deliverStripeEvent(t.app, failed, WEBHOOK_SECRET)).body.outcome).toBe('applied');

  // Confirmed, but its payment row says awaiting (set here directly, as a lost update would leave it).
  made.unconfirmed = await book(brian, loft, 50);
  expect(await pay(made.unconfirmed)).toBe('applied');
  await db().update(payments).set({ state: 'awaiting' }).where(eq(payments.id, made.unconfirmed.id));
  made.unconfirmed = await reread(made.unconfirmed.id);

  // A Paystack checkout in KES that expired (its booking cancelled unpaid).
  const [kesBooking] = await db()
    .insert(bookings)
    .values({
      userId: brian.id,
      propertyId: studio,
      checkIn: day(60),
      checkOut: day(61),
      totalCents: 10_000,
      status: 'cancelled',
      paymentStatus: 'pending',
    })
    .returning();
  const [kes] = await db()
    .insert(payments)
    .values({
      bookingId: kesBooking!.id,
      provider: 'paystack',
      providerRef: 'ps_admin_kes_1',
      amountCents: 1_300_000,
      currency: 'KES',
      usdCents: 10_000,
      rate: 130,
      state: 'expired',
      settledAt: new Date(),
    })
    .returning();
  made.kes = kes!;

  // Confirmed without any payment row, as the demo confirms: no money moved, nothing to reconcile.
  const [demo] = await db()
    .insert(bookings)
    .values({
      userId: amina.id,
      propertyId: loft,
      checkIn: day(70),
      checkOut: day(71),
      totalCents: 12_000,
      status: 'confirmed',
      paymentStatus: 'completed',
    })
    .returning();
  demoBookingId = demo!.id;

  // A provider's service priced in euros, and its bookings paid (or not) through a provider.
  pendo = await provider(t, 'Pendo Provider');
  const [service] = await db()
    .insert(services)
    .values({
      providerId: pendo.id,
      categoryId: 'photography',
      title: WALK,
      description: 'Two hours of street photography through the market, edited photos within two days.',
      priceCents: 4500,
      currency: 'EUR',
    })
    .returning();
  walk = service!.id;

  // Confirmed and paid through Stripe in euros: nothing to reconcile.
  const walked = await serviceBooking(amina, 12, {
    status: 'confirmed',
    paymentStatus: 'completed',
    confirmedAt: new Date(),
  });
  made.svcPaid = await servicePayment(walked, 'cs_admin_svc_paid', {
    chargeRef: 'pi_admin_svc_paid',
    state: 'paid',
    settledAt: new Date(),
  });

  // Paid through Paystack in shillings after its time to pay ran out: the booking lapsed, its slot given up.
  const lapsed = await serviceBooking(brian, 22, {
    status: 'cancelled',
    paymentStatus: 'pending',
    confirmedAt: new Date(Date.now() - 25 * 3_600_000),
    payBy: new Date(Date.now() - 3_600_000),
    cancelledAt: new Date(Date.now() - 3_600_000),
  });
  made.svcLate = await servicePayment(lapsed, 'ps_admin_svc_late', {
    provider: 'paystack',
    chargeRef: 'ps_admin_svc_late',
    amountCents: 675_000,
    currency: 'KES',
    rate: 150,
    state: 'paid',
    settledAt: new Date(),
  });

  // Marked paid, but its payment row says awaiting (as a lost update would leave it).
  const unpaid = await serviceBooking(brian, 32, {
    status: 'confirmed',
    paymentStatus: 'completed',
    confirmedAt: new Date(),
  });
  made.svcUnpaid = await servicePayment(unpaid, 'cs_admin_svc_unpaid', { state: 'awaiting' });

  // Paid, then cancelled: its refund refused by Stripe.
  const refunded = await serviceBooking(amina, 42, {
    status: 'cancelled',
    paymentStatus: 'refunded',
    refundedCents: 4500,
    confirmedAt: new Date(),
    cancelledAt: new Date(),
  });
  made.svcRefunded = await servicePayment(refunded, 'cs_admin_svc_refunded', {
    chargeRef: 'pi_admin_svc_refunded',
    state: 'paid',
    settledAt: new Date(),
  });
  const [svcRefund] = await db()
    .insert(refunds)
    .values({
      paymentId: made.svcRefunded.id,
      reason: 'cancellation',
      amountCents: 4500,
      usdCents: 4500,
      state: 'failed',
      providerRef: 're_admin_svc_failed',
      failureReason: 'card_closed',
      sentAt: new Date(),
      settledAt: new Date(),
    })
    .returning();
  svcFailedRefundId = svcRefund!.id;
});
afterAll(async () => {
  await t.close();
  await double.close();
});

async function list(input: AdminPaymentsInput = {}) {
  const res = await admin.client.query<AdminPaymentsPage>('admin.payments', input);
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!;
}
const ids = (page: AdminPaymentsPage) => page.items.map((r) => r.id);
const reconciliation = async () => {
  const res = await admin.client.query<PaymentsReconciliation>('admin.paymentsReconciliation');
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  return res.data!;
};
/** The export under `filters`, asked by `as` (with its session cookie, when it has one). */
const csv = (filters: AdminPaymentFilters = {}, as: TestClient = admin.client) =>
  t.app.inject({
    method: 'GET',
    url: adminPaymentsExportHref(filters),
    headers: as.cookie ? { cookie: as.cookie } : {},
  });

describe('admin.payments', () => {
  it('lists every payment newest first, stays’ and services’, with the provider’s references, the money and its refunds', async () => {
    const page = await list();
    expect(page.total).toBe(10);
    expect([page.page, page.pageCount]).toEqual([1, 1]);
    expect(ids(page)).toEqual(
      [
        'svcRefunded',
        'svcUnpaid',
        'svcLate',
        'svcPaid',
        'kes',
        'unconfirmed',
        'refunded',
        'awaiting',
        'late',
        'paid',
      ].map((k) => made[k as keyof typeof made].id),
    );
    const row = (id: string) => page.items.find((r) => r.id === id)!;
    expect(row(made.paid.id)).toEqual<AdminPaymentRow>({
      id: made.paid.id,
      provider: 'stripe',
      providerRef: made.paid.providerRef,
      chargeRef: `pi_admin_${made.paid.id.slice(0, 8)}`,
      kind: 'stay',
      bookingId: made.paid.bookingId!,
      guestName: 'Amina Wanjiru',
      guestEmail: expect.stringMatching(/^guest\d+-\d+@example\.com$/) as string,
      title: 'Savanna Desk Loft',
      amountCents: made.paid.amountCents,
      currency: 'USD',
      priceCents: made.paid.amountCents,
      priceCurrency: 'USD',
      rate: null,
      state: 'paid',
      createdAt: made.paid.createdAt.toISOString(),
      settledAt: made.paid.settledAt!.toISOString(),
      refunds: [],
    });
    expect(made.paid.providerRef).toMatch(/^cs_/);
    expect(row(made.awaiting.id)).toMatchObject({ state: 'awaiting', settledAt: null, chargeRef: null });
    expect(row(made.late.id)).toMatchObject({ state: 'paid', guestName: 'Brian Ótieno' });
    expect(row(made.kes.id)).toMatchObject({
      provider: 'paystack',
      providerRef: 'ps_admin_kes_1',
      amountCents: 1_300_000,
      currency: 'KES',
      priceCents: 10_000,
      priceCurrency: 'USD',
      rate: 130,
      state: 'expired',
      kind: 'stay',
      title: 'Lakeside Studio',
    });
    // A service's payment: its service booking, the guest, the service's title, its price in euros.
    expect(row(made.svcLate.id)).toEqual<AdminPaymentRow>({
      id: made.svcLate.id,
      provider: 'paystack',
      providerRef: 'ps_admin_svc_late',
      chargeRef: 'ps_admin_svc_late',
      kind: 'service',
      bookingId: made.svcLate.serviceBookingId!,
      guestName: 'Brian Ótieno',
      guestEmail: expect.stringMatching(/^guest\d+-\d+@example\.com$/) as string,
      title: WALK,
      amountCents: 675_000,
      currency: 'KES',
      priceCents: 4500,
      priceCurrency: 'EUR',
      rate: 150,
      state: 'paid',
      createdAt: made.svcLate.createdAt.toISOString(),
      settledAt: made.svcLate.settledAt!.toISOString(),
      refunds: [],
    });
    expect(row(made.svcPaid.id)).toMatchObject({
      kind: 'service',
      guestName: 'Amina Wanjiru',
      currency: 'EUR',
      priceCurrency: 'EUR',
      rate: null,
    });
    expect(row(made.svcRefunded.id).refunds).toEqual([
      expect.objectContaining({
        id: svcFailedRefundId,
        state: 'failed',
        providerRef: 're_admin_svc_failed',
        failureReason: 'card_closed',
      }),
    ]);
    const [refund] = row(made.refunded.id).refunds;
    expect(refund).toMatchObject({
      id: failedRefundId,
      reason: 'cancellation',
      state: 'failed',
      providerRef: 're_admin_failed',
      failureReason: 'expired_or_canceled_card',
    });
    expect(refund!.amountCents).toBeGreaterThan(0);
    expect(refund!.settledAt).not.toBeNull();
  });

  it('filters by state and by provider', async () => {
    expect(ids(await list({ state: 'awaiting' })).sort()).toEqual(
      [made.awaiting.id, made.unconfirmed.id, made.svcUnpaid.id].sort(),
    );
    expect(ids(await list({ state: 'paid' }))).toEqual([
      made.svcRefunded.id,
      made.svcLate.id,
      made.svcPaid.id,
      made.refunded.id,
      made.late.id,
      made.paid.id,
    ]);
    expect(ids(await list({ state: 'expired' }))).toEqual([made.kes.id]);
    expect((await list({ state: 'failed' })).total).toBe(0);
    expect(ids(await list({ provider: 'paystack' }))).toEqual([made.svcLate.id, made.kes.id]);
    expect((await list({ provider: 'stripe' })).total).toBe(8);
    expect((await list({ provider: 'stripe', state: 'expired' })).total).toBe(0);
  });

  it('searches guests’ names and emails, titles, provider references and our ids', async () => {
    const found = async (search: string) => ids(await list({ search })).sort();
    expect(await found('brian otieno')).toEqual(
      [made.late.id, made.unconfirmed.id, made.kes.id, made.svcLate.id, made.svcUnpaid.id].sort(),
    );
    const email = (await list()).items.find((r) => r.id === made.paid.id)!.guestEmail;
    expect(await found(email.toUpperCase())).toEqual(
      [made.paid.id, made.awaiting.id, made.refunded.id, made.svcPaid.id, made.svcRefunded.id].sort(),
    );
    expect(await found('lakeside')).toEqual([made.late.id, made.awaiting.id, made.kes.id].sort());
    // A service's title, and its booking's id.
    expect(await found('MARKET PHOTO')).toEqual(
      [made.svcPaid.id, made.svcLate.id, made.svcUnpaid.id, made.svcRefunded.id].sort(),
    );
    expect(await found(made.svcLate.serviceBookingId!)).toEqual([made.svcLate.id]);
    expect(await found('re_admin_svc_failed')).toEqual([made.svcRefunded.id]);
    expect(ids(await list({ search: 'maasai', provider: 'paystack' }))).toEqual([made.svcLate.id]);
    expect(await found(made.late.providerRef!)).toEqual([made.late.id]);
    expect(await found(made.paid.chargeRef!)).toEqual([made.paid.id]);
    expect(await found(made.awaiting.id)).toEqual([made.awaiting.id]);
    expect(await found(made.awaiting.id.slice(0, 13))).toEqual([made.awaiting.id]);
    expect(await found('re_admin_failed')).toEqual([made.refunded.id]);
    expect(await found('PS_ADMIN_KES')).toEqual([made.kes.id]);
    // Pattern characters match themselves.
    expect(await found('%')).toEqual([]);
    expect(await found('cs\\_')).toEqual([]);
    expect(ids(await list({ search: 'lakeside', state: 'paid' }))).toEqual([made.late.id]);
  });
});

describe('admin.paymentsReconciliation', () => {
  it('lists the late payments, the bookings marked paid without a paid payment and the failed refunds, stays’ and services’; nothing else', async () => {
    const r = await reconciliation();
    expect(r.paidWithoutBooking.total).toBe(2);
    expect(r.paidWithoutBooking.items).toEqual([
      {
        paymentId: made.svcLate.id,
        kind: 'service',
        bookingId: made.svcLate.serviceBookingId,
        guestName: 'Brian Ótieno',
        guestEmail: expect.any(String) as string,
        title: WALK,
        provider: 'paystack',
        providerRef: 'ps_admin_svc_late',
        chargeRef: 'ps_admin_svc_late',
        amountCents: 675_000,
        currency: 'KES',
        bookingStatus: 'cancelled',
        paidAt: made.svcLate.settledAt!.toISOString(),
        why: 'Paid at Paystack after the service booking lapsed (the slot was given up): refund it.',
      },
      {
        paymentId: made.late.id,
        kind: 'stay',
        bookingId: made.late.bookingId,
        guestName: 'Brian Ótieno',
        guestEmail: expect.any(String) as string,
        title: 'Lakeside Studio',
        provider: 'stripe',
        providerRef: made.late.providerRef,
        chargeRef: made.late.chargeRef,
        amountCents: made.late.amountCents,
        currency: 'USD',
        bookingStatus: 'pending',
        paidAt: made.late.settledAt!.toISOString(),
        why: expect.stringMatching(/after the booking’s hold ran out.*refund it/) as string,
      },
    ]);

    expect(r.confirmedWithoutPayment.total).toBe(2);
    const [marked, confirmed] = r.confirmedWithoutPayment.items;
    expect(marked).toEqual({
      kind: 'service',
      bookingId: made.svcUnpaid.serviceBookingId,
      guestName: 'Brian Ótieno',
      guestEmail: expect.any(String) as string,
      title: WALK,
      bookingDate: day(32),
      timeSlot: '09:00-12:00',
      priceCents: 4500,
      priceCurrency: 'EUR',
      payments: [
        {
          id: made.svcUnpaid.id,
          provider: 'stripe',
          providerRef: 'cs_admin_svc_unpaid',
          state: 'awaiting',
          amountCents: 4500,
          currency: 'EUR',
        },
      ],
      why: 'Marked paid, but its Stripe payment is awaiting, not paid: check it at the provider.',
    });
    expect(confirmed).toMatchObject({
      kind: 'stay',
      bookingId: made.unconfirmed.bookingId,
      guestName: 'Brian Ótieno',
      title: 'Savanna Desk Loft',
      checkIn: day(50),
      checkOut: day(51),
      priceCents: made.unconfirmed.usdCents,
      priceCurrency: 'USD',
      payments: [
        {
          id: made.unconfirmed.id,
          provider: 'stripe',
          providerRef: made.unconfirmed.providerRef,
          state: 'awaiting',
          amountCents: made.unconfirmed.amountCents,
          currency: 'USD',
        },
      ],
    });
    expect(confirmed!.why).toMatch(/Stripe payment is awaiting/);

    expect(r.stuckRefunds.total).toBe(2);
    expect(r.stuckRefunds.items).toEqual([
      expect.objectContaining({
        refundId: svcFailedRefundId,
        paymentId: made.svcRefunded.id,
        kind: 'service',
        bookingId: made.svcRefunded.serviceBookingId,
        guestName: 'Amina Wanjiru',
        title: WALK,
        provider: 'stripe',
        chargeRef: 'pi_admin_svc_refunded',
        providerRef: 're_admin_svc_failed',
        amountCents: 4500,
        currency: 'EUR',
        state: 'failed',
        why: 'Stripe refused the refund: card_closed. Refund the guest another way.',
      }),
      expect.objectContaining({
        refundId: failedRefundId,
        paymentId: made.refunded.id,
        kind: 'stay',
        bookingId: made.refunded.bookingId,
        guestName: 'Amina Wanjiru',
        title: 'Savanna Desk Loft',
        provider: 'stripe',
        chargeRef: made.refunded.chargeRef,
        providerRef: 're_admin_failed',
        reason: 'cancellation',
        currency: 'USD',
        state: 'failed',
        failureReason: 'expired_or_canceled_card',
        why: expect.stringMatching(/expired_or_canceled_card/) as string,
      }),
    ]);

    // The demo-style booking (no payment rows), the paid service booking and the paid-then-cancelled ones are
    // in no list of payments without a booking.
    const everyBooking = [
      ...r.paidWithoutBooking.items,
      ...r.confirmedWithoutPayment.items,
      ...r.stuckRefunds.items,
    ].map((i) => i.bookingId);
    expect(everyBooking).not.toContain(demoBookingId);
    expect(everyBooking).not.toContain(made.svcPaid.serviceBookingId);
    const paidWithout = r.paidWithoutBooking.items.map((i) => i.bookingId);
    expect(paidWithout).not.toContain(made.refunded.bookingId);
    expect(paidWithout).not.toContain(made.svcRefunded.serviceBookingId);
  });

  it('counts a refund pending for over an hour as stuck, and not one pending for a minute', async () => {
    const [old] = await db()
      .insert(refunds)
      .values({
        paymentId: made.paid.id,
        reason: 'dispute',
        amountCents: 500,
        usdCents: 500,
        createdAt: sql`now() - interval '61 minutes'`,
      })
      .returning();
    const [fresh] = await db()
      .insert(refunds)
      .values({ paymentId: made.paid.id, reason: 'workday', amountCents: 300, usdCents: 300 })
      .returning();
    const r = await reconciliation();
    expect(r.stuckRefunds.total).toBe(3);
    const listed = r.stuckRefunds.items.map((i) => i.refundId);
    expect(listed).toContain(old!.id);
    expect(listed).not.toContain(fresh!.id);
    expect(r.stuckRefunds.items.find((i) => i.refundId === old!.id)?.why).toMatch(/Not sent to Stripe/);
    await db()
      .delete(refunds)
      .where(inArray(refunds.id, [old!.id, fresh!.id]));
  });
});

describe('GET /api/admin/payments.csv', () => {
  it('streams one line per payment under the filters, its refunds summed up', async () => {
    const res = await csv();
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="payments-${platformToday()}.csv"`);
    expect(res.headers['cache-control']).toBe('no-store, private');
    const [header, ...lines]: string[][] = parse(res.body);
    expect(header).toEqual([
      'Payment ID',
      'Created',
      'Provider',
      'Provider Ref',
      'Charge Ref',
      'State',
      'Amount',
      'Currency',
      'Price',
      'Price Currency',
      'Rate',
      'Settled',
      'Kind',
      'Booking ID',
      'Guest',
      'Guest Email',
      'For',
      'Refunds',
      'Refunded',
      'Refund States',
    ]);
    expect(lines.map((l) => l[0])).toEqual(ids(await list()));
    const line = (id: string) =>
      Object.fromEntries(header!.map((h, i) => [h, lines.find((l) => l[0] === id)![i]]));
    expect(line(made.kes.id)).toMatchObject({
      Provider: 'paystack',
      'Provider Ref': 'ps_admin_kes_1',
      State: 'expired',
      Amount: '13000.00',
      Currency: 'KES',
      Price: '100.00',
      'Price Currency': 'USD',
      Rate: '130',
      Kind: 'stay',
      'Booking ID': made.kes.bookingId,
      Guest: 'Brian Ótieno',
      For: 'Lakeside Studio',
      Refunds: '0',
      Refunded: '0.00',
      'Refund States': '',
    });
    expect(line(made.svcLate.id)).toMatchObject({
      Provider: 'paystack',
      State: 'paid',
      Amount: '6750.00',
      Currency: 'KES',
      Price: '45.00',
      'Price Currency': 'EUR',
      Rate: '150',
      Kind: 'service',
      'Booking ID': made.svcLate.serviceBookingId,
      Guest: 'Brian Ótieno',
      For: WALK,
      Refunds: '0',
    });
    expect(line(made.svcRefunded.id)).toMatchObject({
      Kind: 'service',
      Amount: '45.00',
      Currency: 'EUR',
      Rate: '',
      Refunds: '1',
      Refunded: '0.00',
      'Refund States': 'failed',
    });
    expect(line(made.refunded.id)).toMatchObject({
      State: 'paid',
      'Charge Ref': made.refunded.chargeRef,
      Refunds: '1',
      // Refused by Stripe: nothing came back.
      Refunded: '0.00',
      'Refund States': 'failed',
    });
    expect(line(made.paid.id)['Created']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  });

  it('applies the filters, and answers just the header when nothing matches', async () => {
    const paid: string[][] = parse((await csv({ state: 'paid' })).body);
    expect(paid.slice(1).map((l) => l[0])).toEqual([
      made.svcRefunded.id,
      made.svcLate.id,
      made.svcPaid.id,
      made.refunded.id,
      made.late.id,
      made.paid.id,
    ]);
    const lakeside: string[][] = parse((await csv({ search: 'lakeside', provider: 'paystack' })).body);
    expect(lakeside.slice(1).map((l) => l[0])).toEqual([made.kes.id]);
    const walks: string[][] = parse((await csv({ search: 'photo walk', state: 'paid' })).body);
    expect(walks.slice(1).map((l) => l[0])).toEqual([made.svcRefunded.id, made.svcLate.id, made.svcPaid.id]);
    const none = await csv({ state: 'failed' });
    expect(none.statusCode).toBe(200);
    expect(parse(none.body)).toHaveLength(1);
  });
});

describe('who may see payments', () => {
  it('answers admins, refuses hosts and guests (403) and anonymous callers (401)', async () => {
    for (const [who, client, status, code] of [
      ['admin', admin.client, 200, undefined],
      ['host', host.client, 403, 'FORBIDDEN'],
      ['guest', amina.client, 403, 'FORBIDDEN'],
      ['anonymous', anon, 401, 'UNAUTHORIZED'],
    ] as const) {
      const listed = await client.query('admin.payments', { page: 1 });
      expect(listed.status, `admin.payments as ${who}`).toBe(status);
      expect(listed.error?.data.code, who).toBe(code);
      const reconciled = await client.query('admin.paymentsReconciliation');
      expect(reconciled.status, `admin.paymentsReconciliation as ${who}`).toBe(status);
      expect(reconciled.error?.data.code, who).toBe(code);
      const exported = await csv({}, client);
      expect(exported.statusCode, `CSV as ${who}`).toBe(status);
      if (status !== 200) {
        expect(exported.headers['content-type']).toMatch(/^application\/json/);
        expect(exported.body).not.toContain(made.paid.id);
      }
    }
  });

  it('reads the role on the request: an admin demoted in the database is refused the export at once', async () => {
    const other = await person(t, 'admin', 'Omar Other');
    expect((await csv({}, other.client)).statusCode).toBe(200);
    await db().update(profiles).set({ role: 'guest' }).where(eq(profiles.id, other.id));
    expect((await csv({}, other.client)).statusCode).toBe(403);
    expect((await other.client.query('admin.payments', {})).status).toBe(403);
  });
});

describe('bad input', () => {
  it('is refused with 400 and a clear message, on the procedure and on the export', async () => {
    for (const [input, message] of [
      [{ page: 0 }, PAYMENTS_ADMIN_TEXTS.badPage],
      [{ page: 1.5 }, PAYMENTS_ADMIN_TEXTS.badPage],
      [{ page: 'two' }, PAYMENTS_ADMIN_TEXTS.badPage],
      [{ state: 'refunded' }, 'Unknown payment state'],
      [{ provider: 'paypal' }, 'Unknown payment provider'],
      [{ search: 'x'.repeat(101) }, 'Search is at most 100 characters'],
    ] as const) {
      const res = await admin.client.query('admin.payments', input);
      expect(res.status, JSON.stringify(input)).toBe(400);
      expect(res.error?.data.code).toBe('BAD_REQUEST');
      expect(res.error?.message).toBe(message);
    }
    for (const [query, message] of [
      ['state=refunded', 'Unknown payment state'],
      ['provider=paypal', 'Unknown payment provider'],
      [`search=${'x'.repeat(101)}`, 'Search is at most 100 characters'],
    ] as const) {
      const res = await t.app.inject({
        method: 'GET',
        url: `${ADMIN_PAYMENTS_EXPORT_PATH}?${query}`,
        headers: { cookie: admin.client.cookie! },
      });
      expect(res.statusCode, query).toBe(400);
      expect(res.json()).toEqual({ error: { message } });
    }
  });
});

describe('paging', () => {
  it('gives 25 a page, newest first, and the total', async () => {
    const [filler] = await db()
      .insert(bookings)
      .values({
        userId: amina.id,
        propertyId: studio,
        checkIn: day(80),
        checkOut: day(81),
        totalCents: 8000,
        status: 'cancelled',
        paymentStatus: 'pending',
      })
      .returning();
    await db()
      .insert(payments)
      .values(
        Array.from({ length: 26 }, (_, i) => ({
          bookingId: filler!.id,
          provider: 'paystack',
          providerRef: `ps_filler_${i}`,
          amountCents: 1_040_000,
          currency: 'KES',
          usdCents: 8_000,
          rate: 130,
          state: 'expired' as const,
          createdAt: new Date(Date.now() - (i + 1) * 60_000),
        })),
      );
    const first = await list({ provider: 'paystack' });
    expect(first.total).toBe(28);
    expect(first.items).toHaveLength(ADMIN_PAYMENTS_PAGE_SIZE);
    expect([first.total, first.page, first.pageCount]).toEqual([28, 1, 2]);
    const second = await list({ provider: 'paystack', page: 2 });
    expect(second.items).toHaveLength(3);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((r) => r.id)).size).toBe(28);
    const times = all.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await list({ provider: 'paystack', page: 3 })).items).toEqual([]);
    expect((await list()).total).toBe(36);
    // The export is not paged: every matching payment.
    expect(parse((await csv({ provider: 'paystack' })).body)).toHaveLength(29);
  });
});

describe('a booking paid twice', () => {
  it('lists the second payment to be refunded, and neither once it is refunded', async () => {
    const [booking] = await db()
      .insert(bookings)
      .values({
        userId: amina.id,
        propertyId: loft,
        checkIn: day(90),
        checkOut: day(91),
        totalCents: 12_000,
        status: 'confirmed',
        paymentStatus: 'completed',
      })
      .returning();
    const paid = (ref: string, minutesAgo: number) => ({
      bookingId: booking!.id,
      provider: 'stripe',
      providerRef: ref,
      chargeRef: `pi_${ref}`,
      amountCents: 12_000,
      currency: 'USD',
      usdCents: 12_000,
      state: 'paid' as const,
      settledAt: new Date(Date.now() - minutesAgo * 60_000),
    });
    const [, second] = await db()
      .insert(payments)
      .values([paid('cs_twice_first', 10), paid('cs_twice_second', 5)])
      .returning();
    const twice = (await reconciliation()).paidWithoutBooking.items.filter(
      (i) => i.bookingId === booking!.id,
    );
    expect(twice).toEqual([
      expect.objectContaining({
        paymentId: second!.id,
        bookingStatus: 'confirmed',
        why: expect.stringMatching(/^Paid twice: .*refund this one\.$/) as string,
      }),
    ]);

    await db().insert(refunds).values({
      paymentId: second!.id,
      reason: 'duplicate',
      amountCents: 12_000,
      usdCents: 12_000,
      state: 'pending',
    });
    const after = (await reconciliation()).paidWithoutBooking.items.map((i) => i.bookingId);
    expect(after).not.toContain(booking!.id);
  });
});

describe('service bookings in the reconciliation', () => {
  it('lists a payment its still-confirmed booking is not marked paid by, and a second payment of a paid one until refunded', async () => {
    const waiting = await serviceBooking(amina, 52, {
      status: 'confirmed',
      paymentStatus: 'pending',
      confirmedAt: new Date(),
      payBy: new Date(Date.now() + 3_600_000),
    });
    const landed = await servicePayment(waiting, 'cs_svc_landed', {
      chargeRef: 'pi_svc_landed',
      state: 'paid',
      settledAt: new Date(),
    });
    const paidTwice = await serviceBooking(brian, 54, {
      status: 'confirmed',
      paymentStatus: 'completed',
      confirmedAt: new Date(),
    });
    const paid = (ref: string, minutesAgo: number) =>
      servicePayment(paidTwice, ref, {
        chargeRef: `pi_${ref}`,
        state: 'paid',
        settledAt: new Date(Date.now() - minutesAgo * 60_000),
      });
    await paid('cs_svc_twice_first', 10);
    const second = await paid('cs_svc_twice_second', 5);

    const listed = (await reconciliation()).paidWithoutBooking.items;
    expect(listed.filter((i) => i.bookingId === waiting.id)).toEqual([
      expect.objectContaining({
        paymentId: landed.id,
        kind: 'service',
        bookingStatus: 'confirmed',
        why: 'Paid at Stripe, but the service booking is not marked paid: check it.',
      }),
    ]);
    expect(listed.filter((i) => i.bookingId === paidTwice.id)).toEqual([
      expect.objectContaining({
        paymentId: second.id,
        kind: 'service',
        bookingStatus: 'confirmed',
        why: 'Paid twice: another payment of this service booking was paid at Stripe first: refund this one.',
      }),
    ]);

    await db().insert(refunds).values({
      paymentId: second.id,
      reason: 'duplicate',
      amountCents: 4500,
      usdCents: 4500,
      state: 'pending',
    });
    const after = (await reconciliation()).paidWithoutBooking.items.map((i) => i.bookingId);
    expect(after).not.toContain(paidTwice.id);
  });

  it('lists a booking still confirmed five minutes past its time to pay (the lapse is late), not one just past it', async () => {
    const overdue = await serviceBooking(amina, 56, {
      status: 'confirmed',
      paymentStatus: 'pending',
      confirmedAt: new Date(Date.now() - 25 * 3_600_000),
      payBy: new Date(Date.now() - 6 * 60_000),
    });
    const overduePayment = await servicePayment(overdue, 'cs_svc_overdue', { state: 'awaiting' });
    const justPast = await serviceBooking(brian, 58, {
      status: 'confirmed',
      paymentStatus: 'pending',
      confirmedAt: new Date(Date.now() - 24 * 3_600_000),
      payBy: new Date(Date.now() - 60_000),
    });
    await servicePayment(justPast, 'cs_svc_just_past', { state: 'expired' });

    const r = await reconciliation();
    const listed = r.confirmedWithoutPayment.items.filter(
      (i) => i.bookingId === overdue.id || i.bookingId === justPast.id,
    );
    expect(listed).toEqual([
      expect.objectContaining({
        kind: 'service',
        bookingId: overdue.id,
        title: WALK,
        bookingDate: day(56),
        timeSlot: '09:00-12:00',
        priceCents: 4500,
        priceCurrency: 'EUR',
        payments: [expect.objectContaining({ id: overduePayment.id, state: 'awaiting' })],
        why: expect.stringMatching(
          /^Confirmed and unpaid past its time to pay \(.+\), but it has not lapsed: check the settle-pending-bookings job\.$/,
        ) as string,
      }),
    ]);
    // Neither is in the other lists: their payments were never paid.
    expect(r.paidWithoutBooking.items.map((i) => i.bookingId)).not.toContain(overdue.id);
  });
});
