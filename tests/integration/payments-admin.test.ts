import { parse } from 'csv-parse/sync';
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments, profiles, refunds } from '../../src/server/db/schema';
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
/** The payments this file makes, by what happened to them. */
const made = {} as Record<'paid' | 'late' | 'awaiting' | 'refunded' | 'unconfirmed' | 'kes', Payment>;
let failedRefundId = '';
let demoBookingId = '';

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
    .where(eq(bookings.id, made.late.bookingId));
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
  it('lists every payment newest first, with the provider’s references, the money and its refunds', async () => {
    const page = await list();
    expect(page.total).toBe(6);
    expect([page.page, page.pageCount]).toEqual([1, 1]);
    expect(ids(page)).toEqual(
      ['kes', 'unconfirmed', 'refunded', 'awaiting', 'late', 'paid'].map(
        (k) => made[k as keyof typeof made].id,
      ),
    );
    const row = (id: string) => page.items.find((r) => r.id === id)!;
    expect(row(made.paid.id)).toEqual<AdminPaymentRow>({
      id: made.paid.id,
      provider: 'stripe',
      providerRef: made.paid.providerRef,
      chargeRef: `pi_admin_${made.paid.id.slice(0, 8)}`,
      bookingId: made.paid.bookingId,
      guestName: 'Amina Wanjiru',
      guestEmail: expect.stringMatching(/^guest\d+-\d+@example\.com$/) as string,
      propertyTitle: 'Savanna Desk Loft',
      amountCents: made.paid.amountCents,
      currency: 'USD',
      usdCents: made.paid.amountCents,
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
      usdCents: 10_000,
      rate: 130,
      state: 'expired',
      propertyTitle: 'Lakeside Studio',
    });
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
      [made.awaiting.id, made.unconfirmed.id].sort(),
    );
    expect(ids(await list({ state: 'paid' }))).toEqual([made.refunded.id, made.late.id, made.paid.id]);
    expect(ids(await list({ state: 'expired' }))).toEqual([made.kes.id]);
    expect((await list({ state: 'failed' })).total).toBe(0);
    expect(ids(await list({ provider: 'paystack' }))).toEqual([made.kes.id]);
    expect((await list({ provider: 'stripe' })).total).toBe(5);
    expect((await list({ provider: 'stripe', state: 'expired' })).total).toBe(0);
  });

  it('searches guests’ names and emails, titles, provider references and our ids', async () => {
    const found = async (search: string) => ids(await list({ search })).sort();
    expect(await found('brian otieno')).toEqual([made.late.id, made.unconfirmed.id, made.kes.id].sort());
    const email = (await list()).items.find((r) => r.id === made.paid.id)!.guestEmail;
    expect(await found(email.toUpperCase())).toEqual(
      [made.paid.id, made.awaiting.id, made.refunded.id].sort(),
    );
    expect(await found('lakeside')).toEqual([made.late.id, made.awaiting.id, made.kes.id].sort());
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
  it('lists the late payment, the confirmed booking without a paid payment and the failed refund; nothing else', async () => {
    const r = await reconciliation();
    expect(r.paidWithoutBooking.total).toBe(1);
    expect(r.paidWithoutBooking.items).toEqual([
      {
        paymentId: made.late.id,
        bookingId: made.late.bookingId,
        guestName: 'Brian Ótieno',
        guestEmail: expect.any(String) as string,
        propertyTitle: 'Lakeside Studio',
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

    expect(r.confirmedWithoutPayment.total).toBe(1);
    const [confirmed] = r.confirmedWithoutPayment.items;
    expect(confirmed).toMatchObject({
      bookingId: made.unconfirmed.bookingId,
      guestName: 'Brian Ótieno',
      propertyTitle: 'Savanna Desk Loft',
      checkIn: day(50),
      checkOut: day(51),
      totalUsdCents: made.unconfirmed.usdCents,
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

    expect(r.stuckRefunds.total).toBe(1);
    expect(r.stuckRefunds.items).toEqual([
      expect.objectContaining({
        refundId: failedRefundId,
        paymentId: made.refunded.id,
        bookingId: made.refunded.bookingId,
        guestName: 'Amina Wanjiru',
        propertyTitle: 'Savanna Desk Loft',
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

    // The demo-style booking (no payment rows) and the paid-then-cancelled one are in no list.
    const everyBooking = [
      ...r.paidWithoutBooking.items,
      ...r.confirmedWithoutPayment.items,
      ...r.stuckRefunds.items,
    ].map((i) => i.bookingId);
    expect(everyBooking).not.toContain(demoBookingId);
    expect(r.paidWithoutBooking.items.map((i) => i.bookingId)).not.toContain(made.refunded.bookingId);
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
    expect(r.stuckRefunds.total).toBe(2);
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
      'USD Amount',
      'Rate',
      'Settled',
      'Booking ID',
      'Guest',
      'Guest Email',
      'Property',
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
      'USD Amount': '100.00',
      Rate: '130',
      Guest: 'Brian Ótieno',
      Property: 'Lakeside Studio',
      Refunds: '0',
      Refunded: '0.00',
      'Refund States': '',
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
    expect(paid.slice(1).map((l) => l[0])).toEqual([made.refunded.id, made.late.id, made.paid.id]);
    const lakeside: string[][] = parse((await csv({ search: 'lakeside', provider: 'paystack' })).body);
    expect(lakeside.slice(1).map((l) => l[0])).toEqual([made.kes.id]);
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
    expect(first.total).toBe(27);
    expect(first.items).toHaveLength(ADMIN_PAYMENTS_PAGE_SIZE);
    expect([first.total, first.page, first.pageCount]).toEqual([27, 1, 2]);
    const second = await list({ provider: 'paystack', page: 2 });
    expect(second.items).toHaveLength(2);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((r) => r.id)).size).toBe(27);
    const times = all.map((r) => r.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    expect((await list({ provider: 'paystack', page: 3 })).items).toEqual([]);
    expect((await list()).total).toBe(32);
    // The export is not paged: every matching payment.
    expect(parse((await csv({ provider: 'paystack' })).body)).toHaveLength(28);
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
