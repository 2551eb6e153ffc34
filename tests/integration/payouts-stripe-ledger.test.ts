import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  adminAlerts,
  bookings,
  paymentEvents,
  payments,
  payoutAccounts,
  payoutMethods,
  payouts,
  users,
} from '../../src/server/db/schema';
import { syncBookingPayout } from '../../src/server/domains/payouts/ledger';
import {
  claimDuePayouts,
  PAYOUT_LEASE_MS,
  PAYOUT_RETRY_BASE_MS,
  releaseDuePayouts,
} from '../../src/server/domains/payouts/release';
import { StripeConnectPayouts } from '../../src/server/domains/payouts/stripe-connect';
import { addDays, platformToday } from '../../src/shared/dates';
import { serviceBookingMoney } from '../../src/shared/money';
import {
  PAYOUT_ACCOUNT_TEXTS,
  PAYOUT_TEXTS,
  type PayoutAccountView,
  type PayoutPage,
} from '../../src/shared/payouts';
import { createTestApp, TEST_ORIGIN, TestClient, type CallResult, type TestApp } from '../support/app';
import { openSameDatabase } from '../support/db';
import { createBooking, createProperty, createUser } from '../support/factories';
import { person, type Person } from '../support/host';
import { addService, answer, bookingRow, booked, day, payoutsOf, provider } from '../support/services';
import { startStripeDouble, type RecordedRequest, type StripeDouble } from '../support/stripe-double';
import {
  deliverStripeEvent,
  stripeAccountUpdatedEvent,
  stripeEvent,
  stripeFixtures,
  stripeTransferEvent,
} from '../support/stripe-webhooks';

const SECRET_KEY = 'sk_test_kazistay_ledger';
const WEBHOOK_SECRET = 'whsec_test_kazistay_ledger';
const CONNECT_SECRET = 'whsec_test_kazistay_ledger_connect';
const CONNECT_WEBHOOK = '/api/payouts/stripe/webhook';

const accountFixture = stripeFixtures.account!;
const transferFixture = stripeFixtures.transfer!;

let double: StripeDouble;
let network: StripeConnectPayouts;
let t: TestApp;
let guestId: string;
const db = () => t.database.db;

beforeAll(async () => {
  double = await startStripeDouble();
  // The app takes payments and pays payees through Stripe, both pointed at the double (as in production, from
  // the configuration); the release below runs with an adapter of the same settings.
  t = await createTestApp({
    PAYMENTS_PROVIDER: 'stripe',
    STRIPE_SECRET_KEY: SECRET_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_SECRET,
    STRIPE_API_URL: double.url,
  });
  network = newNetwork();
  guestId = await createUser(db(), { fullName: 'Gita Guest' });
});
afterAll(async () => {
  await t.close();
  await double.close();
});
beforeEach(() => {
  double.requests.length = 0;
});

function newNetwork() {
  return new StripeConnectPayouts({
    secretKey: SECRET_KEY,
    connectWebhookSecret: CONNECT_SECRET,
    apiUrl: double.url,
  });
}

/** Releases only the given payouts (others of this file's database are left alone). */
const release = (ids: string[], now = new Date()) => releaseDuePayouts(db(), network, now, { ids });

const NOTHING = { claimed: 0, completed: 0, pending: 0, failed: 0, noMethod: 0 };

let stays = 0;

/** A paid stay of the host's (on a listing of its own), checked in days ago: its payout is due. */
async function paidStay(hostId: string) {
  const propertyId = await createProperty(db(), hostId, { title: `Savanna Desk Loft ${++stays}` });
  const checkIn = addDays(platformToday(), -3 - stays);
  const bookingId = await createBooking(db(), {
    userId: guestId,
    propertyId,
    checkIn,
    checkOut: addDays(checkIn, 1),
  });
  await db().update(bookings).set({ totalCents: 46_000 }).where(eq(bookings.id, bookingId));
  await syncBookingPayout(db(), bookingId);
  const row = await payoutByBooking(bookingId);
  expect(row).toMatchObject({ kind: 'stay', status: 'scheduled', currency: 'USD', payeeId: hostId });
  expect(row.amountCents).toBeGreaterThan(0);
  expect(row.releaseAt!.getTime()).toBeLessThan(Date.now());
  return row;
}

async function payoutByBooking(bookingId: string) {
  const [row] = await db().select().from(payouts).where(eq(payouts.bookingId, bookingId));
  if (!row) throw new Error('no payout');
  return row;
}

async function payoutRow(id: string) {
  const [row] = await db().select().from(payouts).where(eq(payouts.id, id));
  if (!row) throw new Error('no payout');
  return row;
}

async function accountOf(userId: string) {
  const rows = await db()
    .select()
    .from(payoutAccounts)
    .where(and(eq(payoutAccounts.userId, userId), eq(payoutAccounts.network, 'stripe')));
  return rows[0] ?? null;
}

/** A host whose connected account Stripe already pays (set up earlier, as the Connect webhook leaves it). */
async function hostWithReadyAccount(name: string) {
  const hostId = await createUser(db(), { role: 'host', fullName: name });
  const accountId = `acct_1KaziStay${hostId.replace(/-/g, '').slice(0, 10)}`;
  await db().insert(payoutAccounts).values({
    userId: hostId,
    network: 'stripe',
    externalId: accountId,
    payoutsEnabled: true,
    chargesEnabled: true,
  });
  return { hostId, accountId };
}

const transferPosts = () => double.requests.filter((r) => r.method === 'POST' && r.path === '/v1/transfers');
const answered = (r: RecordedRequest) => r.response?.body as { id: string };
const summary = (r: RecordedRequest) => `${r.method} ${r.path} ${r.response?.status}`;

/** Posts an event to the Connect endpoint, signed as Stripe signs it (with `secret`). */
async function deliverConnectEvent(payload: string, secret = CONNECT_SECRET) {
  const res = await t.app.inject({
    method: 'POST',
    url: CONNECT_WEBHOOK,
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json<{ outcome?: string }>() };
}

/** Stripe's word that the connected account can be paid now. */
const accountReady = (accountId: string) =>
  stripeAccountUpdatedEvent({
    id: accountId,
    payouts_enabled: true,
    charges_enabled: true,
    requirements: { ...(accountFixture.requirements as object), currently_due: [], disabled_reason: null },
  });

/**
 * The payee connects through Settings › Payouts, finishes Stripe's onboarding and, back in Settings, checks the
 * status: Stripe answers that the account can be paid. The account Stripe made.
 */
async function connectAndOnboard(who: Person): Promise<string> {
  const res = await who.client.mutate<{ url: string }>('payouts.account.connect');
  expect(res.status, JSON.stringify(res.error)).toBe(200);
  const accountId = (await accountOf(who.id))!.externalId;
  double.answerNextWith('GetAccountsAccount', {
    ...accountFixture,
    id: accountId,
    payouts_enabled: true,
    charges_enabled: true,
    requirements: { ...(accountFixture.requirements as object), currently_due: [] },
  });
  const refreshed = await who.client.mutate<PayoutAccountView>('payouts.account.refresh');
  expect(refreshed.status, JSON.stringify(refreshed.error)).toBe(200);
  expect(await accountOf(who.id)).toMatchObject({ payoutsEnabled: true });
  return accountId;
}

async function alertsKeyed(key: string) {
  return db().select().from(adminAlerts).where(eq(adminAlerts.key, key));
}

const failure = (res: CallResult) => [res.status, res.error?.data.code, res.error?.message];

describe('a host paid through Stripe Connect', () => {
  it('waits for a payable account, then sends one transfer to it and shows the host Stripe’s reference', async () => {
    const wanjiru = await person(t, 'host', 'Wanjiru Kamau');
    const stay = await paidStay(wanjiru.id);

    // No account at Stripe yet: the due payout fails with the reason, and nothing reaches Stripe.
    expect(await release([stay.id])).toEqual({ ...NOTHING, claimed: 1, failed: 1, noMethod: 1 });
    expect(await payoutRow(stay.id)).toMatchObject({
      status: 'failed',
      failureReason: PAYOUT_TEXTS.noAccountReason,
      nextAttemptAt: null,
      sentAt: null,
      transferKey: null,
      providerRef: null,
    });
    expect(double.requests).toEqual([]);

    // The host connects: an Express account under their idempotency key, and a link to Stripe's onboarding.
    const connected = await wanjiru.client.mutate<{ url: string }>('payouts.account.connect');
    expect(connected.status, JSON.stringify(connected.error)).toBe(200);
    expect(connected.data).toEqual({ url: stripeFixtures.account_link!.url });
    expect(double.requests.map(summary)).toEqual(['POST /v1/accounts 200', 'POST /v1/account_links 200']);
    const [created, linked] = double.requests as [RecordedRequest, RecordedRequest];
    const [user] = await db().select({ email: users.email }).from(users).where(eq(users.id, wanjiru.id));
    expect(created.headers['idempotency-key']).toBe(`account-${wanjiru.id}`);
    expect(created.body).toEqual({
      type: 'express',
      email: user!.email,
      capabilities: { transfers: { requested: 'true' } },
      metadata: { payee_id: wanjiru.id },
    });
    const accountId = answered(created).id;
    expect(accountId).toMatch(/^acct_\w+$/);
    expect(linked.body).toEqual({
      account: accountId,
      type: 'account_onboarding',
      refresh_url: `${TEST_ORIGIN}/settings?tab=payouts&stripe=refresh`,
      return_url: `${TEST_ORIGIN}/settings?tab=payouts&stripe=return`,
    });
    expect(await accountOf(wanjiru.id)).toMatchObject({
      externalId: accountId,
      payoutsEnabled: false,
      requirementsDue: (accountFixture.requirements as { currently_due: string[] }).currently_due,
    });

    // Not payable yet: nothing is due, nothing is sent.
    double.requests.length = 0;
    expect(await release([stay.id])).toEqual(NOTHING);
    expect(await payoutRow(stay.id)).toMatchObject({ status: 'failed', nextAttemptAt: null });

    // Stripe's Connect endpoint says the account can be paid; signed with the platform endpoint's secret it is
    // refused and changes nothing.
    const ready = accountReady(accountId);
    expect(await deliverConnectEvent(ready, WEBHOOK_SECRET)).toEqual({
      status: 400,
      body: { error: { message: 'Invalid signature.' } },
    });
    expect(await accountOf(wanjiru.id)).toMatchObject({ payoutsEnabled: false });
    expect(await deliverConnectEvent(ready)).toEqual({
      status: 200,
      body: { received: true, outcome: 'applied' },
    });
    expect(await accountOf(wanjiru.id)).toMatchObject({
      externalId: accountId,
      payoutsEnabled: true,
      chargesEnabled: true,
      requirementsDue: [],
    });
    const due = await payoutRow(stay.id);
    expect(due.status).toBe('failed');
    expect(due.nextAttemptAt!.getTime()).toBeLessThanOrEqual(Date.now());

    // Released: one transfer of the payout's amount to the host's account, under the payout's key.
    expect(await release([stay.id])).toEqual({ ...NOTHING, claimed: 1, completed: 1 });
    const sent = transferPosts();
    expect(sent).toHaveLength(1);
    expect(double.requests).toHaveLength(1);
    expect(sent[0]!.response?.status).toBe(200);
    expect(sent[0]!.headers['idempotency-key']).toBe(`payout-${stay.id}`);
    expect(sent[0]!.body).toEqual({
      amount: String(stay.amountCents),
      currency: 'usd',
      destination: accountId,
      transfer_group: stay.id,
      description: `KaziStay payout ${stay.id.slice(0, 8)}`,
      metadata: { payout_id: stay.id },
    });
    const transferId = answered(sent[0]!).id;
    expect(transferId).toMatch(/^tr_\w+$/);
    const paid = await payoutRow(stay.id);
    expect(paid).toMatchObject({
      status: 'completed',
      providerRef: transferId,
      network: 'stripe',
      method: 'stripe',
      transferKey: stay.id,
      sentAmountMinor: stay.amountCents,
      sentCurrency: 'USD',
      attempts: 2,
      failureReason: null,
      nextAttemptAt: null,
    });
    expect(paid.paidAt).not.toBeNull();

    // The host sees it paid, with Stripe's reference.
    const list = await wanjiru.client.query<PayoutPage>('payouts.list', { filters: { time: 'all' } });
    expect(list.status, JSON.stringify(list.error)).toBe(200);
    expect(list.data!.items).toEqual([
      expect.objectContaining({
        id: stay.id,
        status: 'completed',
        amountCents: stay.amountCents,
        network: 'stripe',
        providerRef: transferId,
        payoutMethod: 'stripe',
        failureReason: null,
      }),
    ]);

    // Paid once: a later run sends nothing.
    double.requests.length = 0;
    expect(await release([stay.id], new Date(Date.now() + 86_400_000))).toEqual(NOTHING);
    expect(double.requests).toEqual([]);
  });

  it('pays a service provider their share of a completed service in its euros', async () => {
    const pat = await provider(t, 'Pat Provider', { currency: 'EUR' });
    const walkId = (await addService(pat, { title: 'City photo walk', price: 45, currency: 'EUR' })).id;
    const accountId = await connectAndOnboard(pat);

    // Gita books the walk for today, Pat confirms, Gita pays on Stripe's page, Pat marks it completed.
    const gita = await person(t, 'guest', 'Gita Guest');
    const request = await booked(gita, walkId, { bookingDate: day(0) });
    await answer(pat, 'confirm', request.id);
    const checkout = await gita.client.mutate<{ url: string }>('services.checkout', { id: request.id });
    expect(checkout.status, JSON.stringify(checkout.error)).toBe(200);
    const [payment] = await db().select().from(payments).where(eq(payments.serviceBookingId, request.id));
    expect(payment).toMatchObject({ provider: 'stripe', currency: 'EUR', amountCents: 4500 });
    const session = stripeEvent('checkout.session.completed', {
      ...stripeFixtures['checkout.session'],
      id: payment!.providerRef,
      client_reference_id: payment!.id,
      amount_total: payment!.amountCents,
      currency: 'eur',
      status: 'complete',
      payment_status: 'paid',
      payment_intent: `pi_${payment!.id.slice(0, 8)}`,
    });
    expect(await deliverStripeEvent(t.app, session, WEBHOOK_SECRET)).toEqual({
      status: 200,
      body: { received: true, outcome: 'applied' },
    });
    await answer(pat, 'complete', request.id);
    const [payout] = await payoutsOf(t, request.id);
    const share = serviceBookingMoney(await bookingRow(t, request.id)).providerCommissionCents;
    // €45 less the platform's 15%.
    expect(share).toBe(3825);
    expect(payout).toMatchObject({
      kind: 'service',
      payeeId: pat.id,
      currency: 'EUR',
      amountCents: share,
      status: 'scheduled',
    });

    double.requests.length = 0;
    expect(await release([payout!.id])).toEqual({ ...NOTHING, claimed: 1, completed: 1 });
    const sent = transferPosts();
    expect(sent).toHaveLength(1);
    expect(sent[0]!.headers['idempotency-key']).toBe(`payout-${payout!.id}`);
    expect(sent[0]!.body).toMatchObject({
      amount: String(share),
      currency: 'eur',
      destination: accountId,
      transfer_group: payout!.id,
    });
    expect(await payoutRow(payout!.id)).toMatchObject({
      status: 'completed',
      network: 'stripe',
      providerRef: answered(sent[0]!).id,
      sentAmountMinor: share,
      sentCurrency: 'EUR',
    });
  });
});

describe('sending each payout once', () => {
  it('records the transfer a release that died mid-call had made, without sending again, and raises an alert', async () => {
    const { hostId, accountId } = await hostWithReadyAccount('Killed Release Host');
    const stay = await paidStay(hostId);
    const now = new Date();

    // A runner claims the payout and marks it sent before calling Stripe, as release.ts does; Stripe makes the
    // transfer and the runner dies before recording the answer.
    const claimed = await claimDuePayouts(db(), now, 10, [stay.id]);
    expect(claimed).toMatchObject([{ id: stay.id, attempts: 1, sentAt: null, wasStuck: false }]);
    await db()
      .update(payouts)
      .set({
        network: 'stripe',
        method: 'stripe',
        transferKey: stay.id,
        sentAt: now,
        sentAmountMinor: stay.amountCents,
        sentCurrency: 'USD',
      })
      .where(eq(payouts.id, stay.id));
    const made = {
      ...transferFixture,
      id: 'tr_kazistay_killed_release',
      amount: stay.amountCents,
      currency: 'usd',
      destination: accountId,
      transfer_group: stay.id,
      metadata: { payout_id: stay.id },
    };

    // Within the lease nobody takes it.
    expect(await release([stay.id], new Date(now.getTime() + PAYOUT_LEASE_MS - 1000))).toEqual(NOTHING);
    expect(double.requests).toEqual([]);

    // After it, Stripe is asked what became of the key, and the transfer found is recorded.
    double.answerNextWith('GetTransfers', {
      object: 'list',
      data: [made],
      has_more: false,
      url: '/v1/transfers',
    });
    const after = new Date(now.getTime() + PAYOUT_LEASE_MS);
    expect(await release([stay.id], after)).toEqual({ ...NOTHING, claimed: 1, completed: 1 });
    expect(double.requests.map(summary)).toEqual(['GET /v1/transfers 200']);
    expect(double.requests[0]!.query).toEqual({ transfer_group: stay.id, limit: '1' });
    expect(transferPosts()).toEqual([]);
    expect(await payoutRow(stay.id)).toMatchObject({
      status: 'completed',
      providerRef: 'tr_kazistay_killed_release',
      attempts: 2,
      transferKey: stay.id,
    });
    // Found paid at Stripe: nothing is in limbo, so no admin is alerted.
    expect(await alertsKeyed(`payout_stuck:${stay.id}`)).toEqual([]);
  });

  it('two releases at once send one transfer per payout', async () => {
    const hosts = await Promise.all([1, 2, 3, 4, 5].map((n) => hostWithReadyAccount(`Concurrent Host ${n}`)));
    const stays = [];
    for (const { hostId } of hosts) stays.push(await paidStay(hostId));
    const ids = stays.map((s) => s.id);
    const other = openSameDatabase(t.database);
    try {
      const now = new Date();
      const [a, b] = await Promise.all([
        releaseDuePayouts(db(), network, now, { ids, batchSize: 1 }),
        releaseDuePayouts(other.db, newNetwork(), now, { ids, batchSize: 1 }),
      ]);
      expect(a.claimed + b.claimed).toBe(ids.length);
      expect(a.completed + b.completed).toBe(ids.length);
    } finally {
      await other.close();
    }
    const sent = transferPosts();
    expect(sent.map((r) => r.body.transfer_group).sort()).toEqual([...ids].sort());
    expect(sent.map((r) => r.headers['idempotency-key']).sort()).toEqual(
      ids.map((id) => `payout-${id}`).sort(),
    );
    for (const [i, stay] of stays.entries()) {
      const row = await payoutRow(stay.id);
      expect(row).toMatchObject({ status: 'completed', attempts: 1 });
      const mine = sent.find((r) => r.body.transfer_group === stay.id)!;
      expect(mine.body).toMatchObject({ destination: hosts[i]!.accountId, amount: String(stay.amountCents) });
      expect(row.providerRef).toBe(answered(mine).id);
    }
  });
});

describe('a transfer Stripe refuses or takes back', () => {
  it('fails a refused transfer with Stripe’s words, then sends anew under a key of its own', async () => {
    const { hostId, accountId } = await hostWithReadyAccount('Refused Transfer Host');
    const stay = await paidStay(hostId);
    const message =
      'Your destination account needs to have at least one of the following capabilities enabled: transfers';
    double.refuseNext('PostTransfers', {
      status: 400,
      body: {
        error: { type: 'invalid_request_error', message, code: 'insufficient_capabilities_for_transfer' },
      },
    });

    const now = new Date();
    expect(await release([stay.id], now)).toEqual({ ...NOTHING, claimed: 1, failed: 1 });
    const failed = await payoutRow(stay.id);
    expect(failed).toMatchObject({
      status: 'failed',
      failureReason: message,
      attempts: 1,
      sentAt: null,
      transferKey: `${stay.id}-r1`,
    });
    expect(failed.nextAttemptAt?.getTime()).toBe(now.getTime() + PAYOUT_RETRY_BASE_MS);
    const [alert] = await alertsKeyed(`payout_failed:${hostId}`);
    expect(alert).toMatchObject({ kind: 'payout_failed', status: 'pending' });
    expect(alert!.description).toContain(message);

    // Not before its retry time.
    expect(await release([stay.id], new Date(failed.nextAttemptAt!.getTime() - 1))).toEqual(NOTHING);
    expect(transferPosts()).toHaveLength(1);

    expect(await release([stay.id], failed.nextAttemptAt!)).toEqual({ ...NOTHING, claimed: 1, completed: 1 });
    const sent = transferPosts();
    expect(sent.map((r) => [r.response?.status, r.headers['idempotency-key']])).toEqual([
      [400, `payout-${stay.id}`],
      [200, `payout-${stay.id}-r1`],
    ]);
    expect(sent[1]!.body).toMatchObject({
      amount: String(stay.amountCents),
      destination: accountId,
      transfer_group: `${stay.id}-r1`,
      metadata: { payout_id: `${stay.id}-r1` },
    });
    expect(await payoutRow(stay.id)).toMatchObject({
      status: 'completed',
      attempts: 2,
      providerRef: answered(sent[1]!).id,
      failureReason: null,
    });
  });

  it('fails a paid payout Stripe reverses, once, and waits for the payee instead of sending it back', async () => {
    const { hostId, accountId } = await hostWithReadyAccount('Reversed Transfer Host');
    const stay = await paidStay(hostId);
    await release([stay.id]);
    const paid = await payoutRow(stay.id);
    expect(paid).toMatchObject({ status: 'completed', transferKey: stay.id });

    const reversal = stripeTransferEvent('transfer.reversed', {
      id: paid.providerRef,
      amount: stay.amountCents,
      amount_reversed: stay.amountCents,
      destination: accountId,
      reversed: true,
      transfer_group: stay.id,
      metadata: { payout_id: stay.id },
    });
    expect(await deliverStripeEvent(t.app, reversal, WEBHOOK_SECRET)).toEqual({
      status: 200,
      body: { received: true, outcome: 'applied' },
    });
    const reversed = await payoutRow(stay.id);
    expect(reversed).toMatchObject({
      status: 'failed',
      failureReason: 'Reversed by Stripe',
      paidAt: null,
      sentAt: null,
      nextAttemptAt: null,
      providerRef: paid.providerRef,
      transferKey: `${stay.id}-r1`,
    });
    const [alert] = await alertsKeyed(`payout_failed:${hostId}`);
    expect(alert!.description).toContain('Reversed by Stripe');

    // Nothing sends it again on a timer.
    double.requests.length = 0;
    expect(await release([stay.id], new Date(Date.now() + 7 * 86_400_000))).toEqual(NOTHING);
    expect(double.requests).toEqual([]);

    // The same event again changes nothing.
    expect(await deliverStripeEvent(t.app, reversal, WEBHOOK_SECRET)).toEqual({
      status: 200,
      body: { received: true, outcome: 'ignored' },
    });
    expect(await payoutRow(stay.id)).toEqual(reversed);

    // A forged word that the new transfer went through, signed with another secret: refused, nothing stored.
    const forgedId = `evt_forged_${stay.id.slice(0, 8)}`;
    const forged = stripeTransferEvent(
      'transfer.updated',
      {
        id: 'tr_forged',
        amount: stay.amountCents,
        destination: accountId,
        transfer_group: `${stay.id}-r1`,
        metadata: { payout_id: `${stay.id}-r1` },
      },
      forgedId,
    );
    expect(await deliverStripeEvent(t.app, forged, 'whsec_test_someone_else')).toEqual({
      status: 400,
      body: { error: { message: 'Invalid signature.' } },
    });
    expect(await payoutRow(stay.id)).toEqual(reversed);
    expect(await db().select().from(paymentEvents).where(eq(paymentEvents.eventId, forgedId))).toEqual([]);
  });
});

describe('the caller’s own Stripe account (payouts.account.*, payouts.method.save)', () => {
  const calls: Array<[string, (client: TestClient) => Promise<CallResult>]> = [
    ['payouts.account.get', (c) => c.query('payouts.account.get')],
    ['payouts.account.connect', (c) => c.mutate('payouts.account.connect')],
    ['payouts.account.refresh', (c) => c.mutate('payouts.account.refresh')],
    [
      'payouts.method.save',
      (c) => c.mutate('payouts.method.save', { kind: 'mpesa', phone: '+254712345678' }),
    ],
  ];

  it('refuses a guest and anyone signed out, and nothing reaches Stripe', async () => {
    const guest = await person(t, 'guest', 'Gus Guest');
    const anonymous = new TestClient(t.app);
    for (const [path, call] of calls) {
      expect(failure(await call(guest.client)).slice(0, 2), path).toEqual([403, 'FORBIDDEN']);
      expect(failure(await call(anonymous)).slice(0, 2), path).toEqual([401, 'UNAUTHORIZED']);
    }
    expect(double.requests).toEqual([]);
    expect(await accountOf(guest.id)).toBeNull();
    expect(await db().select().from(payoutMethods).where(eq(payoutMethods.userId, guest.id))).toEqual([]);
  });

  it('lets each host see and change only their own account', async () => {
    const [amani, bakari] = await Promise.all([
      person(t, 'host', 'Amani Owner'),
      person(t, 'host', 'Bakari Other'),
    ]);
    expect((await amani.client.mutate('payouts.account.connect')).status).toBe(200);
    const amanis = (await accountOf(amani.id))!;
    expect(amanis.payoutsEnabled).toBe(false);

    // Bakari has none: he sees none, and his refresh asks Stripe about nobody's.
    double.requests.length = 0;
    expect((await bakari.client.query<PayoutAccountView>('payouts.account.get')).data).toEqual({
      network: 'stripe',
      account: null,
    });
    expect(failure(await bakari.client.mutate('payouts.account.refresh'))).toEqual([
      404,
      'NOT_FOUND',
      PAYOUT_ACCOUNT_TEXTS.noAccount,
    ]);
    expect(double.requests).toEqual([]);

    // His connect makes an account of his own; Amani's is as it was.
    expect((await bakari.client.mutate('payouts.account.connect')).status).toBe(200);
    expect(double.requests.map(summary)).toEqual(['POST /v1/accounts 200', 'POST /v1/account_links 200']);
    expect(double.requests[0]!.body).toMatchObject({ metadata: { payee_id: bakari.id } });
    expect(double.requests[0]!.headers['idempotency-key']).toBe(`account-${bakari.id}`);
    const bakaris = (await accountOf(bakari.id))!;
    expect(bakaris.externalId).not.toBe(amanis.externalId);
    expect(await accountOf(amani.id)).toEqual(amanis);

    // Amani connects again: a new link to the same account, no second account.
    double.requests.length = 0;
    expect((await amani.client.mutate('payouts.account.connect')).status).toBe(200);
    expect(double.requests.map(summary)).toEqual(['POST /v1/account_links 200']);
    expect(double.requests[0]!.body).toMatchObject({ account: amanis.externalId });

    // Back from onboarding, Amani's refresh reads her account (ready now) and leaves Bakari's alone.
    double.requests.length = 0;
    double.answerNextWith('GetAccountsAccount', {
      ...accountFixture,
      id: amanis.externalId,
      payouts_enabled: true,
      charges_enabled: true,
      requirements: { ...(accountFixture.requirements as object), currently_due: [] },
    });
    const refreshed = await amani.client.mutate<PayoutAccountView>('payouts.account.refresh');
    expect(refreshed.status, JSON.stringify(refreshed.error)).toBe(200);
    expect(refreshed.data).toMatchObject({
      network: 'stripe',
      account: { payoutsEnabled: true, requirementsDue: [] },
    });
    expect(double.requests.map(summary)).toEqual([`GET /v1/accounts/${amanis.externalId} 200`]);
    expect(await accountOf(bakari.id)).toEqual(bakaris);
    expect((await bakari.client.query<PayoutAccountView>('payouts.account.get')).data).toMatchObject({
      account: { payoutsEnabled: false },
    });
  });
});
