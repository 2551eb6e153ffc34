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
  PROVIDER,
  type AppServer,
} from './provider-server';
import { signIn } from './support';
import type { Browser, Page } from '@playwright/test';
import { startPaystackDouble, type PaystackDouble } from '../support/paystack-double';

// A server of this test's own, taking payments in Kenyan shillings through Paystack: Paystack's API is Prism
// serving Paystack's description on loopback, its hosted page is answered by the test.
const SECRET_KEY = 'sk_test_kazistay_e2e';
const CHECKOUT_ORIGIN = 'https://checkout.paystack.com';

let double: PaystackDouble;
let codes = 0;
let server: AppServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  // Prism answers an initialize with the description's placeholder for the checkout's address ("string"): the
  // double gives the address Paystack gives, on its checkout host, for the browser to go to.
  double = await startPaystackDouble({
    rewrite: (path, answer) => {
      const { data } = answer as { data: Record<string, unknown> };
      if (path === '/transaction/initialize') {
        return {
          ...(answer as object),
          data: { ...data, authorization_url: `${CHECKOUT_ORIGIN}/${String(data.access_code)}` },
        };
      }
      // Paystack gives each recipient and transfer a code of its own, and a new transfer is on its way.
      if (path === '/transferrecipient') {
        return {
          ...(answer as object),
          data: { ...data, active: true, recipient_code: `RCP_e2e${++codes}` },
        };
      }
      if (path === '/transfer') {
        return {
          ...(answer as object),
          data: { ...data, status: 'pending', currency: 'KES', transfer_code: `TRF_e2e${++codes}` },
        };
      }
      return answer;
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

/** Posts Paystack's signed event to the app's webhook (one URL per integration) and returns the outcome. */
async function postPaystack(event: string, data: object) {
  const payload = JSON.stringify({ event, data });
  const signature = createHmac('sha512', SECRET_KEY).update(payload).digest('hex');
  return postWebhook(server.base, 'paystack', payload, { 'x-paystack-signature': signature });
}

/** `email` saves an M-Pesa number in Settings › Payouts: it becomes a Paystack transfer recipient. */
async function saveMpesa(
  browser: Browser,
  email: string,
  phone: string,
): Promise<{ page: Page; code: string }> {
  const page = await (await browser.newContext({ baseURL: server.base })).newPage();
  await signIn(page, email);
  await page.waitForURL((url) => !url.pathname.startsWith('/auth'));
  await page.goto('/settings?tab=payouts');
  await expect(page.getByText(/paid through Paystack in Kenyan shillings/)).toBeVisible();
  // A method saved before is shown masked, with Change; otherwise the form is open.
  const change = page.getByRole('button', { name: 'Change', exact: true });
  const save = page.getByRole('button', { name: 'Save payout method' });
  await expect(change.or(save)).toBeVisible();
  if (await change.isVisible()) await change.click();
  await page.getByLabel('Payout method', { exact: true }).and(page.locator('input')).click();
  await page.getByRole('option', { name: 'M-Pesa', exact: true }).click();
  await page.getByLabel('M-Pesa phone number').fill(phone);
  await page.getByRole('button', { name: 'Save payout method' }).click();
  await expect(page.getByText('Payout method saved')).toBeVisible();
  const made = double.requests.filter((r) => r.method === 'POST' && r.path === '/transferrecipient').at(-1)!;
  expect(made.body).toMatchObject({ type: 'mobile_money', bank_code: 'MPESA', currency: 'KES' });
  // Paystack answers a new recipient 201 Created.
  expect(made.response.status).toBe(201);
  return { page, code: (made.response.body as { data: { recipient_code: string } }).data.recipient_code };
}

/** The transfers the app asked Paystack for to `recipient`. */
function transfersTo(recipient: string) {
  return double.requests.filter(
    (r) =>
      r.method === 'POST' &&
      r.path === '/transfer' &&
      (r.body as { recipient?: string }).recipient === recipient,
  );
}

/** The first transfer to `recipient`, once sent: its request and Paystack's code for it. */
async function transferTo(recipient: string) {
  await expect
    .poll(() => transfersTo(recipient).length, { message: `a transfer to ${recipient}`, timeout: 90_000 })
    .toBeGreaterThan(0);
  const sent = transfersTo(recipient)[0]!;
  const body = sent.body as { reference: string; amount: number; currency: string; source: string };
  expect(body).toMatchObject({ currency: 'KES', source: 'balance' });
  expect(body.reference).toMatch(/^[0-9a-f-]{36}$/);
  expect(Number.isInteger(body.amount) && body.amount > 0).toBe(true);
  const code = (sent.response.body as { data: { transfer_code: string } }).data.transfer_code;
  return { ...body, code };
}

test('a host and a provider are paid to their M-Pesa numbers by Paystack transfers, settled by Paystack’s webhook', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const host = await saveMpesa(browser, 'host@kazistay.com', '+254712345001');

  // The host's payout that failed before is released again by an admin, in shillings, to the recipient.
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
  const stay = await transferTo(host.code);
  // Paystack's word that it reached the M-Pesa number.
  expect(
    await postPaystack('transfer.success', {
      reference: stay.reference,
      transfer_code: stay.code,
      status: 'success',
      amount: stay.amount,
      currency: 'KES',
    }),
  ).toEqual({ status: 200, outcome: 'applied' });
  await host.page.goto('/payouts?status=completed');
  await expect(host.page.getByTestId('payout-reference').filter({ hasText: stay.code })).toBeVisible();

  // The provider completes today's paid booking; its payout is sent to their recipient and settled the same way.
  const provider = await saveMpesa(browser, PROVIDER, '+254722000222');
  await provider.page.goto('/provider/dashboard');
  await provider.page.getByRole('button', { name: 'Mark completed' }).first().click();
  const service = await transferTo(provider.code);
  expect(
    await postPaystack('transfer.success', {
      reference: service.reference,
      transfer_code: service.code,
      status: 'success',
      amount: service.amount,
      currency: 'KES',
    }),
  ).toEqual({ status: 200, outcome: 'applied' });
  await provider.page.reload();
  const history = provider.page.getByRole('table', { name: 'Payment History' });
  await expect(history.getByTestId('payout-reference').filter({ hasText: service.code })).toBeVisible();
  // A replay of Paystack's event changes nothing.
  expect(
    await postPaystack('transfer.success', {
      reference: service.reference,
      transfer_code: service.code,
      status: 'success',
      amount: service.amount,
      currency: 'KES',
    }),
  ).toEqual({ status: 200, outcome: 'ignored' });
});
