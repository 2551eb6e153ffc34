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
  type AppServer,
} from './provider-server';
import { startStripeDouble, type StripeDouble } from '../support/stripe-double';
import { stripeEvent, stripeFixtures } from '../support/stripe-webhooks';

// A server of this test's own, taking card payments through Stripe Checkout: Stripe's API is its double on
// loopback (requests checked against Stripe's description), its hosted page is answered by the test.
const SECRET_KEY = 'sk_test_kazistay_e2e';
const WEBHOOK_SECRET = 'whsec_kazistay_e2e';
const CONNECT_WEBHOOK_SECRET = 'whsec_kazistay_e2e_connect';
const CHECKOUT_ORIGIN = 'https://checkout.stripe.com';

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
