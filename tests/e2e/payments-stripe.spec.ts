import Stripe from 'stripe';
import { expect, test } from './fixtures';
import { STRIPE_DATA_DIR, STRIPE_LOG, STRIPE_PORT } from './environment';
import {
  answerHostedCheckout,
  bookingCard,
  cancelFromMyBookings,
  cancelServiceFromMyBookings,
  confirmGuestRequest,
  expectConfirmed,
  expectServicePaid,
  serviceBookingInList,
  expectNoDemoPayment,
  farStay,
  pickStay,
  postWebhook,
  signedInGuest,
  startAppServer,
  PROVIDER,
  type AppServer,
} from './provider-server';
import { signIn } from './support';
import type { Browser, Page } from '@playwright/test';
import { startStripeDouble, type StripeDouble } from '../support/stripe-double';
import { stripeAccountUpdatedEvent, stripeEvent, stripeFixtures } from '../support/stripe-webhooks';

// A server of this test's own, taking card payments through Stripe Checkout: Stripe's API is its double on
// loopback (requests checked against Stripe's description), its hosted page is answered by the test.
const SECRET_KEY = 'sk_test_kazistay_e2e';
const WEBHOOK_SECRET = 'whsec_kazistay_e2e';
const CONNECT_WEBHOOK_SECRET = 'whsec_kazistay_e2e_connect';
const CHECKOUT_ORIGIN = 'https://checkout.stripe.com';
const CONNECT_ORIGIN = 'https://connect.stripe.com';

let double: StripeDouble;
let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  double = await startStripeDouble();
  server = await startAppServer({
    port: STRIPE_PORT,
    dataDir: STRIPE_DATA_DIR,
    log: STRIPE_LOG,
    env: {
      PAYMENTS_PROVIDER: 'stripe',
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_CONNECT_WEBHOOK_SECRET: CONNECT_WEBHOOK_SECRET,
      STRIPE_API_URL: double.url,
    },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await double?.close();
});

interface SessionCreate {
  client_reference_id: string;
  success_url: string;
  line_items: { price_data: { currency: string; unit_amount: string } }[];
}

/**
 * Posts Stripe's signed word that `session` (created as `asked`) was paid to the app's webhook, as Stripe posts
 * it, and checks the app applied it.
 */
async function postSessionPaid(paid: {
  session: { id: string };
  asked: SessionCreate;
  amount: number;
  currency: string;
  paymentIntent: string;
}) {
  const payload = stripeEvent('checkout.session.completed', {
    ...stripeFixtures['checkout.session'],
    id: paid.session.id,
    client_reference_id: paid.asked.client_reference_id,
    amount_total: paid.amount,
    currency: paid.currency,
    status: 'complete',
    payment_status: 'paid',
    payment_intent: paid.paymentIntent,
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
  expect(await postWebhook(server.base, 'stripe', payload, { 'stripe-signature': signature })).toEqual({
    status: 200,
    outcome: 'applied',
  });
}

test('a guest pays for a stay on Stripe’s page, is confirmed by Stripe’s webhook and refunded through Stripe', async ({
  browser,
}) => {
  const page = await signedInGuest(browser, server.base);
  const stay = farStay(90);
  const { title, total, totalCents } = await pickStay(page, stay);

  // The card says what Stripe charges, and nothing of the demo.
  const note = bookingCard(page).getByTestId('payment-note');
  await expect(note).toHaveText(
    /^You pay \$[\d,]+(\.\d\d)? by card on Stripe's secure page\. Your dates are held for 30 minutes while you pay\.$/,
  );
  const charged = ((await note.textContent()) ?? '').replace(/^You pay \$([\d,.]+) .*$/, '$1');
  expect(Math.round(Number(charged.replace(/,/g, '')) * 100)).toBe(totalCents);
  await expectNoDemoPayment(page);

  await answerHostedCheckout(page, CHECKOUT_ORIGIN, 'Stripe');
  await bookingCard(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('heading', { name: 'Stripe checkout' })).toBeVisible();

  // What the app asked of Stripe, and what Stripe answered: the browser is on that session's page.
  const created = double.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
  expect(created).toHaveLength(1);
  const asked = created[0]!.body as unknown as SessionCreate;
  expect(asked.line_items[0]!.price_data).toMatchObject({ currency: 'usd', unit_amount: String(totalCents) });
  expect(created[0]!.response?.status).toBe(200);
  const session = created[0]!.response!.body as { id: string; url: string };
  expect(page.url()).toBe(session.url);

  // Stripe's signed word that the session was paid, as Stripe posts it to the webhook.
  const paymentIntent = 'pi_kazistay_e2e_1';
  await postSessionPaid({ session, asked, amount: totalCents, currency: 'usd', paymentIntent });

  // Stripe sends the guest back to the success URL.
  expect(asked.success_url).toMatch(new RegExp(`^${server.base}/bookings/payment\\?booking=[0-9a-f-]{36}$`));
  await page.goto(asked.success_url);
  await expectConfirmed(page, title, stay.datesText);

  await cancelFromMyBookings(page, { title, datesText: stay.datesText, refund: `${total} to your card` });
  // The send-refunds job asks Stripe to refund the payment in full.
  await expect
    .poll(
      () => double.requests.filter((r) => r.method === 'POST' && r.path === '/v1/refunds').map((r) => r.body),
      {
        message: 'a refund sent to Stripe',
        timeout: 30_000,
      },
    )
    .toEqual([expect.objectContaining({ payment_intent: paymentIntent, amount: String(totalCents) })]);
  expect(double.requests.find((r) => r.path === '/v1/refunds')?.response?.status).toBe(200);
});

test('a guest pays for a confirmed service on Stripe’s page, in the service’s currency, and is refunded through Stripe', async ({
  browser,
}) => {
  const title = await confirmGuestRequest(browser, server.base);
  const page = await signedInGuest(browser, server.base);
  const booking = await serviceBookingInList(page, title);
  await expect(booking.getByText(/^Pay .+ by .+ EAT to keep it/)).toBeVisible();
  await expectNoDemoPayment(page);

  double.requests.length = 0;
  await answerHostedCheckout(page, CHECKOUT_ORIGIN, 'Stripe');
  await booking.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Stripe checkout' })).toBeVisible();
  const created = double.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions');
  expect(created).toHaveLength(1);
  const asked = created[0]!.body as unknown as SessionCreate;
  const { currency, unit_amount: amount } = asked.line_items[0]!.price_data;
  expect(['usd', 'eur', 'gbp']).toContain(currency);
  const session = created[0]!.response!.body as { id: string; url: string };
  expect(page.url()).toBe(session.url);

  const paymentIntent = 'pi_kazistay_e2e_service';
  await postSessionPaid({ session, asked, amount: Number(amount), currency, paymentIntent });
  expect(asked.success_url).toMatch(
    new RegExp(`^${server.base}/bookings/payment\\?service=[0-9a-f-]{36}&paid=1$`),
  );
  await page.goto(asked.success_url);
  await expectServicePaid(page, title);

  await cancelServiceFromMyBookings(page, title, /The guest is refunded .+ in full, to their card\./);
  await expect
    .poll(
      () =>
        double.requests
          .filter((r) => r.method === 'POST' && r.path === '/v1/refunds')
          .map((r) => r.body)
          .filter((body) => body.payment_intent === paymentIntent),
      { message: 'a refund of the service’s payment sent to Stripe', timeout: 30_000 },
    )
    // Sent with the refund's id as idempotency key: the job may ask again, Stripe refunds once.
    .toContainEqual(expect.objectContaining({ payment_intent: paymentIntent, amount }));
});

/** What Stripe answers for a connected account that can be paid: its example account, onboarding done. */
function readyAccount(id: string) {
  const example = stripeFixtures.account as { requirements: Record<string, unknown> };
  return {
    ...stripeFixtures.account,
    id,
    payouts_enabled: true,
    charges_enabled: true,
    details_submitted: true,
    requirements: { ...example.requirements, currently_due: [], eventually_due: [], past_due: [] },
  };
}

/**
 * `email` connects a Stripe account from Settings › Payouts: the app makes the Express account and sends the
 * browser to Stripe's onboarding (answered here), Stripe's Connect webhook says the account can be paid, and back
 * from onboarding the page shows it ready. Returns the signed-in page.
 */
async function connectStripe(browser: Browser, email: string, accountId: string): Promise<Page> {
  const page = await (await browser.newContext({ baseURL: server.base })).newPage();
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/settings?tab=payouts');
  await expect(page.getByTestId('demo-payout')).toHaveCount(0);
  // Stripe makes an account of its own id for each payee (the double's example has one id for all).
  double.answerNextWith('PostAccounts', { ...stripeFixtures.account, id: accountId, email });
  double.answerNextWith('PostAccountLinks', {
    ...stripeFixtures.account_link,
    url: `${CONNECT_ORIGIN}/setup/e/${accountId}/onboarding`,
  });
  await answerHostedCheckout(page, CONNECT_ORIGIN, 'Stripe Connect');
  await page.getByRole('button', { name: 'Connect with Stripe' }).click();
  await expect(page.getByRole('heading', { name: 'Stripe Connect checkout' })).toBeVisible();
  const made = double.requests.filter((r) => r.method === 'POST' && r.path === '/v1/accounts');
  expect(made.at(-1)?.body).toMatchObject({
    type: 'express',
    email,
    capabilities: { transfers: { requested: 'true' } },
  });
  expect(made.at(-1)?.response?.status).toBe(200);
  const linked = double.requests.filter((r) => r.method === 'POST' && r.path === '/v1/account_links');
  expect(linked.at(-1)?.body).toMatchObject({ account: accountId, type: 'account_onboarding' });

  // Onboarding done: Stripe's Connect endpoint hears the account can be paid.
  const payload = stripeAccountUpdatedEvent(readyAccount(accountId));
  const res = await fetch(`${server.base}/api/payouts/stripe/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: CONNECT_WEBHOOK_SECRET,
      }),
    },
    body: payload,
  });
  expect(res.status).toBe(200);
  expect(((await res.json()) as { outcome: string }).outcome).toBe('applied');
  // Back from onboarding, the page asks Stripe itself.
  double.answerNextWith('GetAccountsAccount', readyAccount(accountId));
  await page.goto('/settings?tab=payouts&stripe=return');
  const account = page.getByTestId('stripe-account');
  await expect(account.getByText('Ready', { exact: true })).toBeVisible();
  await expect(account).toContainText('Ready: payouts are sent to your Stripe account.');
  return page;
}

/** The transfers the app asked Stripe for to `accountId`. */
function transfersTo(accountId: string) {
  return double.requests.filter(
    (r) => r.method === 'POST' && r.path === '/v1/transfers' && r.body.destination === accountId,
  );
}

/** Stripe's id of a transfer the app asked for: what the payee's history shows as its reference. */
const transferId = (sent: { response?: { body: unknown } }) => (sent.response?.body as { id: string }).id;

test('a host and a provider connect Stripe accounts, and a stay’s and a service’s payouts are transferred to them', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const hostAccount = 'acct_1KazistayHostE2e';
  const host = await connectStripe(browser, 'host@kazistay.com', hostAccount);

  // The host's payout that failed before is released again by an admin; it goes to the connected account.
  const admin = await (await browser.newContext({ baseURL: server.base })).newPage();
  await signIn(admin, 'admin@kazistay.com');
  await admin.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await admin.goto('/admin/payouts?search=host%40kazistay.com');
  await admin
    .getByRole('button', { name: /^Retry the payout of / })
    .first()
    .click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Retry payout' }).click();
  await expect(admin.getByText('Payout queued for retry')).toBeVisible();
  await expect
    .poll(() => transfersTo(hostAccount).length, {
      message: 'a transfer to the host’s account',
      timeout: 90_000,
    })
    .toBeGreaterThan(0);
  const sent = transfersTo(hostAccount)[0]!;
  expect(sent.body).toMatchObject({ currency: 'usd', destination: hostAccount });
  // The payout id is the transfer group and the idempotency key.
  const group = sent.body.transfer_group;
  expect(typeof group === 'string' && /^[0-9a-f-]{36}$/.test(group)).toBe(true);
  expect(sent.headers['idempotency-key']).toBe(`payout-${group as string}`);
  const hostTransfer = transferId(sent);
  expect(hostTransfer).toMatch(/^tr_/);
  // The host sees it completed, with Stripe's reference.
  await expect(async () => {
    await host.goto('/payouts?status=completed');
    await expect(host.getByTestId('payout-reference').filter({ hasText: hostTransfer }).first()).toBeVisible({
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000, intervals: [2_000, 5_000] });
  await expect(host.getByTestId('demo-payout').filter({ hasText: hostTransfer })).toHaveCount(0);

  // The provider completes today's paid booking: its payout goes to the provider's connected account.
  const providerAccount = 'acct_1KazistayProviderE2e';
  const provider = await connectStripe(browser, PROVIDER, providerAccount);
  await provider.goto('/provider/dashboard');
  await provider.getByRole('button', { name: 'Mark completed' }).first().click();
  await expect
    .poll(() => transfersTo(providerAccount).length, {
      message: 'a transfer to the provider’s account',
      timeout: 90_000,
    })
    .toBe(1);
  expect(['usd', 'eur', 'gbp']).toContain(transfersTo(providerAccount)[0]!.body.currency);
  const providerTransfer = transferId(transfersTo(providerAccount)[0]!);
  await expect(async () => {
    await provider.reload();
    const history = provider.getByRole('table', { name: 'Payment History' });
    await expect(history.getByTestId('payout-reference').first()).toHaveText(providerTransfer, {
      timeout: 2_000,
    });
  }).toPass({ timeout: 60_000, intervals: [2_000, 5_000] });
  // Stripe moves the money here: the page's demo note is gone (rows paid before by the demo say so each).
  await expect(provider.getByTestId('demo-payment')).toHaveCount(0);
});
