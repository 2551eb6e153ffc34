import { createHmac } from 'node:crypto';
import { expect, test } from './fixtures';
import { PAYSTACK_DATA_DIR, PAYSTACK_LOG, PAYSTACK_PORT } from './environment';
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
import { startPaystackDouble, type PaystackDouble } from '../support/paystack-double';

// A server of this test's own, taking payments in Kenyan shillings through Paystack: Paystack's API is Prism
// serving Paystack's description on loopback, its hosted page is answered by the test.
const SECRET_KEY = 'sk_test_kazistay_e2e';
const CHECKOUT_ORIGIN = 'https://checkout.paystack.com';

let double: PaystackDouble;
let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Prism answers an initialize with the description's placeholder for the checkout's address ("string"): the
  // double gives the address Paystack gives, on its checkout host, for the browser to go to.
  double = await startPaystackDouble({
    rewrite: (path, answer) => {
      if (path !== '/transaction/initialize') return answer;
      const { data } = answer as { data: { access_code: string } };
      return {
        ...(answer as object),
        data: { ...data, authorization_url: `${CHECKOUT_ORIGIN}/${data.access_code}` },
      };
    },
  });
  server = await startAppServer({
    port: PAYSTACK_PORT,
    dataDir: PAYSTACK_DATA_DIR,
    log: PAYSTACK_LOG,
    env: { PAYMENTS_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: SECRET_KEY, PAYSTACK_API_URL: double.url },
  });
});
test.afterAll(async () => {
  await server?.stop();
  await double?.close();
});

interface Initialize {
  email: string;
  amount: number;
  currency: string;
  reference: string;
  callback_url: string;
}

/** Cents of an amount as the note writes it ("KES 37,700.00"). */
const centsOf = (amount: string) => Math.round(Number(amount.replace(/,/g, '')) * 100);

/**
 * Posts Paystack's signed word that the transaction initialized as `asked` succeeded (transaction `id`, paid
 * through `channel`) to the app's webhook, as Paystack posts it, and checks the app applied it.
 */
async function postChargeSuccess(asked: Initialize, charge: { id: number; channel: string }) {
  const payload = JSON.stringify({
    event: 'charge.success',
    data: {
      id: charge.id,
      domain: 'test',
      status: 'success',
      reference: asked.reference,
      amount: asked.amount,
      currency: 'KES',
      channel: charge.channel,
      gateway_response: 'Approved',
    },
  });
  const signature = createHmac('sha512', SECRET_KEY).update(payload).digest('hex');
  expect(await postWebhook(server.base, 'paystack', payload, { 'x-paystack-signature': signature })).toEqual({
    status: 200,
    outcome: 'applied',
  });
}

test('a guest pays for a stay in shillings on Paystack’s page, is confirmed by Paystack’s webhook and refunded through Paystack', async ({
  browser,
}) => {
  const page = await signedInGuest(browser, server.base);
  const stay = farStay(95);
  const { title, total, totalCents } = await pickStay(page, stay);

  // The card says what Paystack charges, in shillings at the admin's rate, and nothing of the demo.
  const note = bookingCard(page).getByTestId('payment-note');
  await expect(note).toContainText('KES');
  const noteText = (await note.textContent()) ?? '';
  const said =
    /^You pay KES\s([\d,]+\.\d\d) \(US\$1 = KES ([\d.]+)\) by M-Pesa or card on Paystack's secure page\. Your dates are held for 30 minutes while you pay\.$/.exec(
      noteText,
    );
  expect(said, noteText).not.toBeNull();
  const kesCents = centsOf(said![1]!);
  expect(kesCents).toBe(Math.round(totalCents * Number(said![2])));
  await expectNoDemoPayment(page);

  await answerHostedCheckout(page, CHECKOUT_ORIGIN, 'Paystack');
  await bookingCard(page).getByRole('button', { name: 'Book Now' }).click();
  await expect(page.getByRole('heading', { name: 'Paystack checkout' })).toBeVisible();

  // What the app asked of Paystack (accepted by Paystack's description): the amount the card said, in KES.
  const initialized = double.requests.filter(
    (r) => r.method === 'POST' && r.path === '/transaction/initialize',
  );
  expect(initialized).toHaveLength(1);
  expect(initialized[0]!.response.status).toBe(200);
  expect(initialized[0]!.response.headers['sl-violations']).toBeUndefined();
  const asked = initialized[0]!.body as Initialize;
  expect(asked).toMatchObject({ email: 'guest@kazistay.com', amount: kesCents, currency: 'KES' });
  expect(page.url()).toBe(
    (initialized[0]!.response.body as { data: { authorization_url: string } }).data.authorization_url,
  );

  // Paystack's signed word that the transaction succeeded, as Paystack posts it to the webhook.
  await postChargeSuccess(asked, { id: 4_099_260_516, channel: 'mobile_money' });

  // Paystack sends the guest back to the callback URL, with the transaction's reference added.
  expect(asked.callback_url).toMatch(new RegExp(`^${server.base}/bookings/payment\\?booking=[0-9a-f-]{36}$`));
  const back = new URL(asked.callback_url);
  back.searchParams.set('trxref', asked.reference);
  back.searchParams.set('reference', asked.reference);
  await page.goto(back.href);
  await expectConfirmed(page, title, stay.datesText);

  await cancelFromMyBookings(page, {
    title,
    datesText: stay.datesText,
    refund: `KES\u00a0${said![1]!} (${total}) to your card or M-Pesa`,
  });
  // The send-refunds job asks Paystack to refund the transaction in full, in shillings.
  await expect
    .poll(
      () => double.requests.filter((r) => r.method === 'POST' && r.path === '/refund').map((r) => r.body),
      {
        message: 'a refund sent to Paystack',
        timeout: 30_000,
      },
    )
    .toEqual([
      expect.objectContaining({ transaction: asked.reference, amount: asked.amount, currency: 'KES' }),
    ]);
  const refund = double.requests.find((r) => r.path === '/refund')!;
  expect(refund.response.status).toBe(200);
  expect(refund.response.headers['sl-violations']).toBeUndefined();
});

test('a guest pays for a confirmed service in shillings on Paystack’s page and is refunded through Paystack', async ({
  browser,
}) => {
  const title = await confirmGuestRequest(browser, server.base);
  const page = await signedInGuest(browser, server.base);
  const booking = await serviceBookingInList(page, title);
  // What the guest is asked to pay: the service's price and, before paying, the shillings Paystack charges.
  const payLine = booking.getByText(/^Pay .+ \(KES\s[\d,]+\.\d\d\) by .+ EAT to keep it/);
  await expect(payLine).toBeVisible();
  const shillings = /\(KES\s([\d,]+\.\d\d)\)/.exec((await payLine.textContent()) ?? '')![1]!;
  await expectNoDemoPayment(page);

  double.requests.length = 0;
  await answerHostedCheckout(page, CHECKOUT_ORIGIN, 'Paystack');
  await booking.getByRole('button', { name: 'Pay now' }).click();
  await expect(page.getByRole('heading', { name: 'Paystack checkout' })).toBeVisible();
  const initialized = double.requests.filter((r) => r.path === '/transaction/initialize');
  expect(initialized).toHaveLength(1);
  expect(initialized[0]!.response.headers['sl-violations']).toBeUndefined();
  const asked = initialized[0]!.body as Initialize;
  expect(asked).toMatchObject({ email: 'guest@kazistay.com', currency: 'KES', amount: centsOf(shillings) });

  await postChargeSuccess(asked, { id: 4_099_260_517, channel: 'card' });
  expect(asked.callback_url).toMatch(
    new RegExp(`^${server.base}/bookings/payment\\?service=[0-9a-f-]{36}&paid=1$`),
  );
  await page.goto(asked.callback_url);
  await expectServicePaid(page, title);

  await cancelServiceFromMyBookings(
    page,
    title,
    /The guest is refunded .+ in full, as KES.+ to their card or M-Pesa\./,
  );
  await expect
    .poll(
      () => double.requests.filter((r) => r.method === 'POST' && r.path === '/refund').map((r) => r.body),
      { message: 'a refund sent to Paystack', timeout: 30_000 },
    )
    .toEqual([
      expect.objectContaining({ transaction: asked.reference, amount: asked.amount, currency: 'KES' }),
    ]);
});
