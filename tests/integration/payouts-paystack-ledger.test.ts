import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminAlerts,
  bookings,
  payments,
  payoutAccounts,
  payoutMethods,
  payouts,
} from '../../src/server/db/schema';
import { syncBookingPayout } from '../../src/server/domains/payouts/ledger';
import { PaystackTransfers } from '../../src/server/domains/payouts/paystack-transfers';
import { releaseDuePayouts } from '../../src/server/domains/payouts/release';
import { addDays, platformToday } from '../../src/shared/dates';
import { serviceBookingMoney } from '../../src/shared/money';
import { chargeCents } from '../../src/shared/payments';
import {
  PAYOUT_ACCOUNT_TEXTS,
  type PayoutAccountView,
  type PayoutMethodInput,
  type PayoutMethodView,
} from '../../src/shared/payouts';
import { createTestApp, TestClient, type CallResult, type TestApp } from '../support/app';
import { createBooking, createProperty, createUser } from '../support/factories';
import { person, type Person } from '../support/host';
import { startPaystackDouble, type PaystackDouble, type RecordedRequest } from '../support/paystack-double';
import { deliverPaystackEvent } from '../support/paystack-webhooks';
import { addService, answer, bookingRow, booked, day, payoutsOf, provider } from '../support/services';
import { saveKesRates } from '../support/settings';

const SECRET = 'sk_test_kazistay_paystack_ledger';
/** Admin Settings' shillings per unit while these tests run. */
const RATES = { kesPerUsd: 129.55, kesPerEur: 151.3377, kesPerGbp: 171.05 };

let double: PaystackDouble;
let network: PaystackTransfers;
let t: TestApp;
let admin: Person;
let guestId: string;
const db = () => t.database.db;

let recipients = 0;
let transfers = 0;

/**
 * Prism answers Paystack's description with placeholders; where our records keep the answer, the double answers
 * as Paystack would: each new recipient active with a code of its own, each transfer queued (status pending)
 * with a transfer code of its own.
 */
function asPaystackWould(path: string, body: unknown): unknown {
  const answered = body as { status?: unknown; data?: Record<string, unknown> };
  if (typeof answered.data !== 'object' || answered.data === null) return body;
  if (path === '/transferrecipient') {
    const code = `RCP_kazistay${String(++recipients).padStart(4, '0')}`;
    return { ...answered, data: { ...answered.data, active: true, recipient_code: code } };
  }
  if (path === '/transfer') {
    const code = `TRF_kazistay${String(++transfers).padStart(4, '0')}`;
    return { ...answered, data: { ...answered.data, status: 'pending', transfer_code: code } };
  }
  return body;
}

beforeAll(async () => {
  double = await startPaystackDouble({ rewrite: asPaystackWould });
  // The app takes payments and pays payees through Paystack, pointed at the double (as in production, from
  // the configuration); the release below runs with an adapter of the same settings.
  t = await createTestApp({
    PAYMENTS_PROVIDER: 'paystack',
    PAYSTACK_SECRET_KEY: SECRET,
    PAYSTACK_API_URL: double.url,
  });
  network = new PaystackTransfers({ secretKey: SECRET, apiUrl: double.url });
  admin = await person(t, 'admin', 'Rate Setter');
  await saveKesRates(admin.client, RATES);
  guestId = await createUser(db(), { fullName: 'Wanjiku Guest' });
}, 60_000);
afterAll(async () => {
  await t?.close();
  await double?.close();
});
beforeEach(() => {
  double.requests.length = 0;
});

const NOTHING = { claimed: 0, completed: 0, pending: 0, failed: 0, noMethod: 0 };

/** Releases only the given payouts (others of this file's database are left alone). */
const release = (ids: string[], now = new Date()) => releaseDuePayouts(db(), network, now, { ids });

function violations(request: RecordedRequest): unknown[] {
  const header = request.response.headers['sl-violations'];
  return typeof header === 'string' ? (JSON.parse(header) as unknown[]) : [];
}

const summary = (r: RecordedRequest) => `${r.method} ${r.path} ${r.response.status}`;
const transferSends = () => double.requests.filter((r) => r.method === 'POST' && r.path === '/transfer');
const transferCodeOf = (r: RecordedRequest) =>
  (r.response.body as { data: { transfer_code: string } }).data.transfer_code;

async function accountOf(userId: string) {
  const rows = await db()
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.network, 'paystack')));
  return rows[0] ?? null;
}

async function methodOf(userId: string) {
  const rows = await db().select().from(payoutMethods).where(eq(payoutMethods.userId, userId));
  return rows[0] ?? null;
}

async function payoutRow(id: string) {
  const [row] = await db().select().from(payouts).where(eq(payouts.id, id));
  if (!row) throw new Error('no payout');
  return row;
}

const saveMethod = (who: Person | TestClient, method: PayoutMethodInput) =>
  ('client' in who ? who.client : who).mutate<PayoutMethodView>('payouts.method.save', method);

/** `who` saves an M-Pesa number in Settings › Payouts: the recipient code Paystack gave it. */
async function saveMpesa(who: Person, phone = '+254712345678'): Promise<string> {
  const res = await saveMethod(who, { kind: 'mpesa', phone });
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  const account = await accountOf(who.id);
  expect(account).toMatchObject({ payoutsEnabled: true });
  return account!.externalId;
}

let stays = 0;
/** The rate the guests of these stays paid at: not Admin Settings' rate, so a transfer at the wrong one shows. */
const GUEST_RATE = 131.25;

/**
 * A paid stay of the host's (on a listing of its own), checked in days ago so its payout is due, which the guest
 * paid through Paystack in shillings at GUEST_RATE.
 */
async function paidStay(hostId: string) {
  const propertyId = await createProperty(db(), hostId, { title: `Savanna Desk Loft ${++stays}` });
  const checkIn = addDays(platformToday(), -3 - stays);
  const bookingId = await createBooking(db(), {
    userId: guestId,
    propertyId,
    checkIn,
    checkOut: addDays(checkIn, 1),
  });
  const totalCents = 46_000;
  await db().update(bookings).set({ totalCents }).where(eq(bookings.id, bookingId));
  const reference = randomUUID();
  await db()
    .insert(payments)
    .values({
      bookingId,
      provider: 'paystack',
      providerRef: reference,
      chargeRef: reference,
      amountCents: chargeCents(totalCents, 'KES', GUEST_RATE),
      currency: 'KES',
      usdCents: totalCents,
      rate: GUEST_RATE,
      state: 'paid',
      settledAt: new Date(),
    });
  await syncBookingPayout(db(), bookingId);
  const [row] = await db().select().from(payouts).where(eq(payouts.bookingId, bookingId));
  expect(row).toMatchObject({ kind: 'stay', status: 'scheduled', currency: 'USD', payeeId: hostId });
  expect(row!.releaseAt!.getTime()).toBeLessThan(Date.now());
  return row!;
}

/** A transfer event shaped like Paystack's documented ones, in KES; `reason` is the narration we sent. */
function transferEvent(
  event: 'transfer.success' | 'transfer.failed' | 'transfer.reversed',
  fields: { reference: string; transferCode: string; amount: number; recipientCode: string },
  extra: Record<string, unknown> = {},
) {
  const status = {
    'transfer.success': 'success',
    'transfer.failed': 'failed',
    'transfer.reversed': 'reversed',
  };
  return {
    event,
    data: {
      amount: fields.amount,
      currency: 'KES',
      domain: 'test',
      failures: null,
      id: 37_272_792,
      integration: { id: 463_433, is_live: false, business_name: 'KaziStay' },
      reason: `KaziStay payout ${fields.reference.slice(0, 8)}`,
      reference: fields.reference,
      source: 'balance',
      source_details: null,
      status: status[event],
      titan_code: null,
      transfer_code: fields.transferCode,
      transferred_at: null,
      recipient: {
        domain: 'test',
        type: 'mobile_money',
        currency: 'KES',
        name: 'Payee',
        details: {
          account_number: '0712345678',
          account_name: null,
          bank_code: 'MPESA',
          bank_name: 'M-PESA',
        },
        recipient_code: fields.recipientCode,
        active: true,
      },
      session: { provider: null, id: null },
      created_at: new Date().toISOString(),
      updated_at: new Date().toISOString(),
      ...extra,
    },
  };
}

const deliver = (event: unknown, key = SECRET) => deliverPaystackEvent(t.app, event, key);

const failure = (res: CallResult) => [res.status, res.error?.data.code, res.error?.message];

const BANK_WITHOUT_CODE: PayoutMethodInput = {
  kind: 'bank_transfer',
  accountName: 'Amina Wanjiku',
  bankName: 'Equity Bank',
  accountNumber: '0123456789012',
};

describe('a payee’s Paystack transfer recipient (payouts.method.save)', () => {
  it('makes an M-Pesa number a ready recipient, and refuses a bank account without its bank code', async () => {
    const amina = await person(t, 'host', 'Amina Wanjiku');

    const saved = await saveMethod(amina, { kind: 'mpesa', phone: '+254 712 345 678' });
    expect(saved.status, JSON.stringify(saved.error)).toBe(200);
    expect(saved.data).toMatchObject({ kind: 'mpesa', masked: '+254 7·· ··· 678' });
    expect(double.requests.map(summary)).toEqual(['POST /transferrecipient 201']);
    const [created] = double.requests as [RecordedRequest];
    expect(violations(created)).toEqual([]);
    expect(created.headers.authorization).toBe(`Bearer ${SECRET}`);
    expect(created.body).toEqual({
      type: 'mobile_money',
      name: 'Amina Wanjiku',
      account_number: '0712345678',
      bank_code: 'MPESA',
      currency: 'KES',
    });
    const code = (created.response.body as { data: { recipient_code: string } }).data.recipient_code;
    expect(code).toMatch(/^RCP_/);
    const account = await accountOf(amina.id);
    expect(account).toMatchObject({
      externalId: code,
      payoutsEnabled: true,
      verifiedName: null,
      destination: '+254 7·· ··· 678',
    });
    const method = await methodOf(amina.id);
    expect(method).toMatchObject({ kind: 'mpesa', details: { kind: 'mpesa', phone: '+254712345678' } });
    expect((await amina.client.query<PayoutAccountView>('payouts.account.get')).data).toEqual({
      network: 'paystack',
      account: {
        payoutsEnabled: true,
        requirementsDue: [],
        verifiedName: null,
        destination: '+254 7·· ··· 678',
        updatedAt: account!.updatedAt.toISOString(),
      },
    });

    // A bank account Paystack cannot pay (no bank code), or PayPal: refused, nothing asked of Paystack, the
    // M-Pesa method and its recipient kept as they were.
    double.requests.length = 0;
    for (const refused of [BANK_WITHOUT_CODE, { kind: 'paypal', email: 'amina@example.com' } as const]) {
      expect(failure(await saveMethod(amina, refused)), refused.kind).toEqual([
        400,
        'BAD_REQUEST',
        PAYOUT_ACCOUNT_TEXTS.paystackMethods,
      ]);
    }
    expect(double.requests).toEqual([]);
    expect(await accountOf(amina.id)).toEqual(account);
    expect(await methodOf(amina.id)).toEqual(method);
  });

  it('refuses a guest and anyone signed out, and nothing reaches Paystack', async () => {
    const guest = await person(t, 'guest', 'Gus Guest');
    const anonymous = new TestClient(t.app);
    const mpesa: PayoutMethodInput = { kind: 'mpesa', phone: '+254712345678' };
    expect(failure(await saveMethod(guest, mpesa)).slice(0, 2)).toEqual([403, 'FORBIDDEN']);
    expect(failure(await saveMethod(anonymous, mpesa)).slice(0, 2)).toEqual([401, 'UNAUTHORIZED']);
    expect(failure(await guest.client.query('payouts.account.get')).slice(0, 2)).toEqual([403, 'FORBIDDEN']);
    expect(failure(await anonymous.query('payouts.account.get')).slice(0, 2)).toEqual([401, 'UNAUTHORIZED']);
    expect(double.requests).toEqual([]);
    expect(await accountOf(guest.id)).toBeNull();
    expect(await methodOf(guest.id)).toBeNull();
  });

  it('lets each host see and change only their own recipient', async () => {
    const [owner, other] = await Promise.all([
      person(t, 'host', 'Otieno Owner'),
      person(t, 'host', 'Njeri Other'),
    ]);
    await saveMpesa(owner, '+254712000111');
    const ownersAccount = await accountOf(owner.id);
    const ownersMethod = await methodOf(owner.id);

    // The other host sees none of it, and makes a recipient of her own.
    expect((await other.client.query<PayoutAccountView>('payouts.account.get')).data).toEqual({
      network: 'paystack',
      account: null,
    });
    const othersCode = await saveMpesa(other, '+254722000222');
    expect(othersCode).not.toBe(ownersAccount!.externalId);
    expect((await other.client.query<PayoutAccountView>('payouts.account.get')).data).toMatchObject({
      account: { destination: '+254 7·· ··· 222' },
    });
    expect(failure(await saveMethod(other, BANK_WITHOUT_CODE))[0]).toBe(400);
    expect(await accountOf(owner.id)).toEqual(ownersAccount);
    expect(await methodOf(owner.id)).toEqual(ownersMethod);
    expect((await owner.client.query<PayoutAccountView>('payouts.account.get')).data).toMatchObject({
      account: { destination: '+254 7·· ··· 111' },
    });

    // Stripe's onboarding is not how Paystack pays.
    expect(failure(await owner.client.mutate('payouts.account.connect'))).toEqual([
      409,
      'CONFLICT',
      PAYOUT_ACCOUNT_TEXTS.notStripe,
    ]);
  });
});

describe('a host paid through Paystack in shillings', () => {
  it('sends the payout in KES at the guest’s rate to the M-Pesa recipient, and completes it on Paystack’s word', async () => {
    const baraka = await person(t, 'host', 'Baraka Host');
    const recipient = await saveMpesa(baraka);
    const stay = await paidStay(baraka.id);
    const kes = chargeCents(stay.amountCents, 'KES', GUEST_RATE);
    expect(kes).not.toBe(chargeCents(stay.amountCents, 'KES', RATES.kesPerUsd));

    double.requests.length = 0;
    expect(await release([stay.id])).toEqual({ ...NOTHING, claimed: 1, pending: 1 });
    expect(double.requests.map(summary)).toEqual(['POST /transfer 200']);
    const [send] = double.requests as [RecordedRequest];
    expect(violations(send)).toEqual([]);
    expect(send.body).toEqual({
      source: 'balance',
      amount: kes,
      currency: 'KES',
      recipient,
      reference: stay.id,
      reason: `KaziStay payout ${stay.id.slice(0, 8)}`,
    });
    const transferCode = transferCodeOf(send);
    const sent = await payoutRow(stay.id);
    expect(sent).toMatchObject({
      status: 'processing',
      providerRef: transferCode,
      network: 'paystack',
      transferKey: stay.id,
      sentAmountMinor: kes,
      sentCurrency: 'KES',
      paidAt: null,
    });

    // Paystack's signed word that it went through.
    const success = transferEvent('transfer.success', {
      reference: stay.id,
      transferCode,
      amount: kes,
      recipientCode: recipient,
    });
    expect(await deliver(success, 'sk_test_someone_else')).toMatchObject({ status: 400 });
    expect(await payoutRow(stay.id)).toEqual(sent);
    expect(await deliver(success)).toEqual({ status: 200, outcome: 'applied' });
    const paid = await payoutRow(stay.id);
    expect(paid).toMatchObject({ status: 'completed', providerRef: transferCode, failureReason: null });
    expect(paid.paidAt).not.toBeNull();

    // The same word again changes nothing, and nothing more is sent.
    expect(await deliver(success)).toEqual({ status: 200, outcome: 'ignored' });
    expect(await payoutRow(stay.id)).toEqual(paid);
    expect(await release([stay.id], new Date(Date.now() + 86_400_000))).toEqual(NOTHING);
    expect(transferSends()).toHaveLength(1);
  });

  it('fails a transfer Paystack reports failed with its reason, and sends it again later under a new reference', async () => {
    const juma = await person(t, 'host', 'Juma Host');
    const recipient = await saveMpesa(juma, '+254733000333');
    const stay = await paidStay(juma.id);
    const kes = chargeCents(stay.amountCents, 'KES', GUEST_RATE);
    await release([stay.id]);
    const first = transferCodeOf(transferSends()[0]!);

    const before = Date.now();
    const failed = transferEvent(
      'transfer.failed',
      { reference: stay.id, transferCode: first, amount: kes, recipientCode: recipient },
      { gateway_response: 'Invalid M-PESA number' },
    );
    expect(await deliver(failed)).toEqual({ status: 200, outcome: 'applied' });
    const row = await payoutRow(stay.id);
    expect(row).toMatchObject({
      status: 'failed',
      failureReason: 'Invalid M-PESA number',
      attempts: 1,
      sentAt: null,
      paidAt: null,
      transferKey: `${stay.id}-r1`,
    });
    expect(row.nextAttemptAt!.getTime()).toBeGreaterThan(before);
    const alerts = await db()
      .select()
      .from(adminAlerts)
      .where(eq(adminAlerts.key, `payout_failed:${juma.id}`));
    expect(alerts).toMatchObject([{ kind: 'payout_failed', status: 'pending' }]);
    expect(alerts[0]!.description).toContain('Invalid M-PESA number');
    expect(await deliver(failed)).toEqual({ status: 200, outcome: 'ignored' });

    // Not before its retry time; then a new transfer under a reference of its own.
    double.requests.length = 0;
    expect(await release([stay.id], new Date(row.nextAttemptAt!.getTime() - 1))).toEqual(NOTHING);
    expect(double.requests).toEqual([]);
    expect(await release([stay.id], row.nextAttemptAt!)).toEqual({ ...NOTHING, claimed: 1, pending: 1 });
    expect(double.requests.map(summary)).toEqual(['POST /transfer 200']);
    const [again] = double.requests as [RecordedRequest];
    expect(violations(again)).toEqual([]);
    expect(again.body).toMatchObject({ amount: kes, currency: 'KES', recipient, reference: `${stay.id}-r1` });
    const second = transferCodeOf(again);
    expect(await payoutRow(stay.id)).toMatchObject({
      status: 'processing',
      attempts: 2,
      providerRef: second,
      transferKey: `${stay.id}-r1`,
    });

    const success = transferEvent('transfer.success', {
      reference: `${stay.id}-r1`,
      transferCode: second,
      amount: kes,
      recipientCode: recipient,
    });
    expect(await deliver(success)).toEqual({ status: 200, outcome: 'applied' });
    expect(await payoutRow(stay.id)).toMatchObject({
      status: 'completed',
      providerRef: second,
      failureReason: null,
    });
  });
});

describe('a service provider paid through Paystack', () => {
  it('sends a completed euro service’s share to the provider’s M-Pesa in KES at the guest’s rate', async () => {
    const pat = await provider(t, 'Pat Provider', { currency: 'EUR' });
    const recipient = await saveMpesa(pat, '+254744000444');
    const tripId = (await addService(pat, { title: 'Sunset boat trip', price: 45, currency: 'EUR' })).id;

    // Wanjiku books the trip for today, Pat confirms, Wanjiku pays in shillings, Pat marks it completed.
    const wanjiku = await person(t, 'guest', 'Wanjiku Guest');
    const request = await booked(wanjiku, tripId, { bookingDate: day(0) });
    await answer(pat, 'confirm', request.id);
    const checkout = await wanjiku.client.mutate<{ url: string }>('services.checkout', { id: request.id });
    expect(checkout.status, JSON.stringify(checkout.error)).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.serviceBookingId, request.id));
    expect(payment).toMatchObject({ currency: 'KES', rate: RATES.kesPerEur, usdCents: 4500 });
    const charged = {
      event: 'charge.success',
      data: {
        id: 4_099_260_516,
        status: 'success',
        reference: payment!.id,
        amount: payment!.amountCents,
        currency: 'KES',
        channel: 'mobile_money',
      },
    };
    expect(await deliver(charged)).toEqual({ status: 200, outcome: 'applied' });
    await answer(pat, 'complete', request.id);
    const [payout] = await payoutsOf(t, request.id);
    const share = serviceBookingMoney(await bookingRow(t, request.id)).providerCommissionCents;
    expect(share).toBe(3825);
    expect(payout).toMatchObject({ kind: 'service', payeeId: pat.id, currency: 'EUR', amountCents: share });

    // The admin's rate has moved since Wanjiku paid: Pat is paid at the rate Wanjiku paid at.
    await saveKesRates(admin.client, { kesPerEur: 160 });
    try {
      double.requests.length = 0;
      expect(await release([payout!.id])).toEqual({ ...NOTHING, claimed: 1, pending: 1 });
    } finally {
      await saveKesRates(admin.client, RATES);
    }
    const kes = chargeCents(share, 'KES', RATES.kesPerEur);
    expect(double.requests.map(summary)).toEqual(['POST /transfer 200']);
    const [send] = double.requests as [RecordedRequest];
    expect(violations(send)).toEqual([]);
    expect(send.body).toMatchObject({ amount: kes, currency: 'KES', recipient, reference: payout!.id });
    const transferCode = transferCodeOf(send);
    expect(await payoutRow(payout!.id)).toMatchObject({
      status: 'processing',
      providerRef: transferCode,
      sentAmountMinor: kes,
      sentCurrency: 'KES',
    });

    const success = transferEvent('transfer.success', {
      reference: payout!.id,
      transferCode,
      amount: kes,
      recipientCode: recipient,
    });
    expect(await deliver(success)).toEqual({ status: 200, outcome: 'applied' });
    expect(await payoutRow(payout!.id)).toMatchObject({ status: 'completed', providerRef: transferCode });
  });
});
