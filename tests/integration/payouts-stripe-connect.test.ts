import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { PaymentProviderError, WebhookSignatureError } from '../../src/server/domains/payments/port';
import { TransferRefused, type TransferRequest } from '../../src/server/domains/payouts/network';
import { StripeConnectPayouts, stripePayoutEvent } from '../../src/server/domains/payouts/stripe-connect';
import { startStripeDouble, type StripeDouble } from '../support/stripe-double';
import {
  stripeAccountUpdatedEvent,
  stripeEvent,
  stripeFixtures,
  stripeTransferEvent,
} from '../support/stripe-webhooks';

const accountFixture = stripeFixtures.account!;
const accountLinkFixture = stripeFixtures.account_link!;
const transferFixture = stripeFixtures.transfer!;

const CONNECT_SECRET = 'whsec_test_kazistay_connect';

let double: StripeDouble;
let stripe: StripeConnectPayouts;

beforeAll(async () => {
  double = await startStripeDouble();
  stripe = new StripeConnectPayouts({
    secretKey: 'sk_test_kazistay',
    connectWebhookSecret: CONNECT_SECRET,
    apiUrl: double.url,
  });
});
afterAll(async () => {
  await double.close();
});
beforeEach(() => {
  double.requests.length = 0;
});

const transferRequest = (overrides: Partial<TransferRequest> = {}): TransferRequest => ({
  key: 'po_01HZXA',
  destination: 'acct_1KaziStayHost',
  amountMinor: 45_000,
  currency: 'USD',
  description: 'KaziStay payout for Savanna Desk Loft, 3 nights',
  ...overrides,
});

const lastRequest = () => {
  const request = double.requests.at(-1);
  if (!request) throw new Error('the double received no request');
  return request;
};

/** A created object's id: the example's, numbered at its end. */
const createdId = (exampleId: unknown) => new RegExp(`^${String(exampleId).slice(0, 10)}\\w*_\\d+$`);

const stripeRefusal = (type: string, message: string, code?: string) => ({
  error: { type, message, ...(code && { code }) },
});

describe('StripeConnectPayouts accounts against Stripe’s API description', () => {
  it('creates an Express account Stripe accepts, transfers requested, under the payee’s idempotency key', async () => {
    const account = await stripe.createAccount({
      email: 'host@example.com',
      country: 'US',
      payeeId: 'usr_01HZX1',
    });

    const sent = lastRequest();
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/accounts', response: { status: 200 } });
    expect(sent.headers['idempotency-key']).toBe('account-usr_01HZX1');
    expect(sent.body).toEqual({
      type: 'express',
      email: 'host@example.com',
      country: 'US',
      capabilities: { transfers: { requested: 'true' } },
      metadata: { payee_id: 'usr_01HZX1' },
    });
    // The example account: nothing enabled yet, six requirements due, no name.
    expect(account.accountId).toMatch(createdId(accountFixture.id));
    expect({ ...account, accountId: 'created' }).toEqual({
      accountId: 'created',
      payoutsEnabled: false,
      chargesEnabled: false,
      requirementsDue: (accountFixture.requirements as { currently_due: string[] }).currently_due,
      verifiedName: null,
    });
  });

  it('leaves the country to onboarding when none is given', async () => {
    await stripe.createAccount({ email: 'provider@example.com', payeeId: 'usr_01HZX2' });

    const sent = lastRequest();
    expect(sent.response?.status).toBe(200);
    expect(sent.body).not.toHaveProperty('country');
    expect(sent.body).toMatchObject({ type: 'express', email: 'provider@example.com' });
  });

  it('makes an onboarding link for the account with both return addresses', async () => {
    const link = await stripe.onboardingLink('acct_1KaziStayHost', {
      refreshUrl: 'https://kazistay.test/host/payouts/onboarding?refresh=1',
      returnUrl: 'https://kazistay.test/host/payouts/onboarding?done=1',
    });

    const sent = lastRequest();
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/account_links', response: { status: 200 } });
    expect(sent.body).toEqual({
      account: 'acct_1KaziStayHost',
      type: 'account_onboarding',
      refresh_url: 'https://kazistay.test/host/payouts/onboarding?refresh=1',
      return_url: 'https://kazistay.test/host/payouts/onboarding?done=1',
    });
    expect(link).toEqual({
      url: accountLinkFixture.url,
      expiresAt: new Date(Number(accountLinkFixture.expires_at) * 1000),
    });
  });

  it('reads an account as the example says', async () => {
    const account = await stripe.readAccount('acct_1KaziStayHost');

    expect(lastRequest()).toMatchObject({
      method: 'GET',
      path: '/v1/accounts/acct_1KaziStayHost',
      response: { status: 200 },
    });
    expect(account).toEqual({
      accountId: 'acct_1KaziStayHost',
      payoutsEnabled: false,
      chargesEnabled: false,
      requirementsDue: [
        'business_profile.product_description',
        'business_profile.support_phone',
        'business_profile.url',
        'external_account',
        'tos_acceptance.date',
        'tos_acceptance.ip',
      ],
      verifiedName: null,
    });
  });

  it('reads an enabled individual’s account with their verified name', async () => {
    double.answerNextWith('GetAccountsAccount', {
      ...accountFixture,
      id: 'acct_1KaziStayHost',
      payouts_enabled: true,
      charges_enabled: true,
      requirements: { ...(accountFixture.requirements as object), currently_due: [] },
      individual: { object: 'person', id: 'person_1', first_name: 'Wanjiru', last_name: 'Kamau' },
    });

    expect(await stripe.readAccount('acct_1KaziStayHost')).toEqual({
      accountId: 'acct_1KaziStayHost',
      payoutsEnabled: true,
      chargesEnabled: true,
      requirementsDue: [],
      verifiedName: 'Wanjiru Kamau',
    });
  });

  it('surfaces a refused account call as PaymentProviderError with Stripe’s message', async () => {
    double.refuseNext(
      { method: 'GET', path: '/v1/accounts/acct_gone' },
      { status: 404, body: stripeRefusal('invalid_request_error', 'No such account: acct_gone') },
    );

    await expect(stripe.readAccount('acct_gone')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 404,
      message: 'stripe: No such account: acct_gone',
    });
  });
});

describe('StripeConnectPayouts transfers against Stripe’s API description', () => {
  it('sends the transfer Stripe accepts under the payout’s idempotency key, paid once created', async () => {
    const transfer = await stripe.sendTransfer(transferRequest());

    const sent = lastRequest();
    expect(sent).toMatchObject({ method: 'POST', path: '/v1/transfers', response: { status: 200 } });
    expect(sent.headers['idempotency-key']).toBe('payout-po_01HZXA');
    expect(sent.body).toEqual({
      amount: '45000',
      currency: 'usd',
      destination: 'acct_1KaziStayHost',
      transfer_group: 'po_01HZXA',
      description: 'KaziStay payout for Savanna Desk Loft, 3 nights',
      metadata: { payout_id: 'po_01HZXA' },
    });
    // The example transfer: 1100 usd, not reversed, no metadata or group.
    expect(transfer.providerRef).toMatch(createdId(transferFixture.id));
    expect({ ...transfer, providerRef: 'created' }).toEqual({
      key: null,
      providerRef: 'created',
      state: 'paid',
      amountMinor: 1100,
      currency: 'USD',
      reason: null,
    });
  });

  it('reads our key back from the created transfer, and a reversed one as reversed', async () => {
    double.answerNextWith('PostTransfers', {
      ...transferFixture,
      id: 'tr_kazistay_1',
      amount: 45_000,
      transfer_group: 'po_01HZXA',
      metadata: { payout_id: 'po_01HZXA' },
    });
    expect(await stripe.sendTransfer(transferRequest())).toEqual({
      key: 'po_01HZXA',
      providerRef: 'tr_kazistay_1',
      state: 'paid',
      amountMinor: 45_000,
      currency: 'USD',
      reason: null,
    });

    double.answerNextWith('PostTransfers', {
      ...transferFixture,
      reversed: true,
      transfer_group: 'po_01HZXA',
    });
    expect(await stripe.sendTransfer(transferRequest())).toMatchObject({
      key: 'po_01HZXA',
      state: 'reversed',
      reason: 'Reversed by Stripe',
    });
  });

  it('throws TransferRefused with Stripe’s words when Stripe refuses the transfer, once', async () => {
    const message =
      'Your destination account needs to have at least one of the following capabilities enabled: transfers';
    double.refuseNext('PostTransfers', {
      status: 400,
      body: stripeRefusal('invalid_request_error', message, 'insufficient_capabilities_for_transfer'),
    });

    const refused = stripe.sendTransfer(transferRequest());
    await expect(refused).rejects.toBeInstanceOf(TransferRefused);
    await expect(refused).rejects.toMatchObject({ reason: message });
    expect(double.requests).toHaveLength(1);
    expect(lastRequest().response?.status).toBe(400);

    // The refusal was for one request: the next is answered as usual.
    await expect(stripe.sendTransfer(transferRequest())).resolves.toMatchObject({ state: 'paid' });
  });

  it('throws TransferRefused for a declined transfer (402) and for one the description forbids', async () => {
    double.refuseNext('PostTransfers', {
      status: 402,
      body: stripeRefusal('card_error', 'The destination account cannot receive transfers.'),
    });
    await expect(stripe.sendTransfer(transferRequest())).rejects.toMatchObject({
      name: 'TransferRefused',
      reason: 'The destination account cannot receive transfers.',
    });

    const fractional = stripe.sendTransfer(transferRequest({ amountMinor: 450.5 }));
    await expect(fractional).rejects.toBeInstanceOf(TransferRefused);
    await expect(fractional).rejects.toMatchObject({ reason: expect.stringContaining('amount') as unknown });
  });

  it('leaves the outcome unknown (not TransferRefused) on a 500 Stripe says not to retry', async () => {
    double.refuseNext('PostTransfers', {
      status: 500,
      body: stripeRefusal('api_error', 'An unknown error occurred'),
      headers: { 'stripe-should-retry': 'false' },
    });

    const failed = stripe.sendTransfer(transferRequest());
    await expect(failed).rejects.not.toBeInstanceOf(TransferRefused);
    await expect(failed).rejects.toBeInstanceOf(PaymentProviderError);
    await expect(failed).rejects.toMatchObject({
      status: 500,
      message: 'stripe: An unknown error occurred',
    });
    expect(double.requests).toHaveLength(1);
  });

  it('leaves the outcome unknown on an idempotency conflict (400, but not a refusal)', async () => {
    double.refuseNext('PostTransfers', {
      status: 400,
      body: stripeRefusal(
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      ),
    });

    const failed = stripe.sendTransfer(transferRequest());
    await expect(failed).rejects.not.toBeInstanceOf(TransferRefused);
    await expect(failed).rejects.toMatchObject({ name: 'PaymentProviderError', status: 400 });
  });

  it('sends a transfer retried after a 500 again under the same idempotency key', async () => {
    double.refuseNext('PostTransfers', { status: 500, body: stripeRefusal('api_error', 'Try again') });

    await expect(stripe.sendTransfer(transferRequest())).resolves.toMatchObject({ state: 'paid' });
    expect(double.requests.map((r) => [r.response?.status, r.headers['idempotency-key']])).toEqual([
      [500, 'payout-po_01HZXA'],
      [200, 'payout-po_01HZXA'],
    ]);
  });

  it('leaves the outcome unknown when Stripe cannot be reached', async () => {
    const closed = await startStripeDouble();
    await closed.close();
    const offline = new StripeConnectPayouts({
      secretKey: 'sk_test_kazistay',
      connectWebhookSecret: CONNECT_SECRET,
      apiUrl: closed.url,
    });

    const failed = offline.sendTransfer(transferRequest());
    await expect(failed).rejects.not.toBeInstanceOf(TransferRefused);
    await expect(failed).rejects.toMatchObject({ name: 'PaymentProviderError', status: null });
  });

  it('reads the transfer made under our key from the list by transfer group', async () => {
    const transfer = await stripe.readTransfer('po_01HZXA');

    const sent = lastRequest();
    expect(sent).toMatchObject({ method: 'GET', path: '/v1/transfers', response: { status: 200 } });
    expect(sent.query).toEqual({ transfer_group: 'po_01HZXA', limit: '1' });
    expect(transfer).toEqual({
      key: null,
      providerRef: transferFixture.id,
      state: 'paid',
      amountMinor: 1100,
      currency: 'USD',
      reason: null,
    });
  });

  it('reads no transfer when Stripe lists none under our key', async () => {
    double.answerNextWith('GetTransfers', {
      object: 'list',
      data: [],
      has_more: false,
      url: '/v1/transfers',
    });

    expect(await stripe.readTransfer('po_never_sent')).toBeNull();
    expect(lastRequest().query).toMatchObject({ transfer_group: 'po_never_sent' });
  });

  it('surfaces a failed read as PaymentProviderError', async () => {
    double.refuseNext('GetTransfers', {
      status: 500,
      body: stripeRefusal('api_error', 'An unknown error occurred'),
      headers: { 'stripe-should-retry': 'false' },
    });

    await expect(stripe.readTransfer('po_01HZXA')).rejects.toMatchObject({
      name: 'PaymentProviderError',
      status: 500,
    });
  });
});

describe('StripeConnectPayouts.verifyWebhook', () => {
  const signed = (payload: string, secret = CONNECT_SECRET) => ({
    'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
  });
  const verify = (payload: string, headers: Record<string, string>) =>
    stripe.verifyWebhook(Buffer.from(payload), headers);

  it('reads an account.updated into the account’s readiness', () => {
    const body = stripeAccountUpdatedEvent(
      {
        id: 'acct_1KaziStayHost',
        payouts_enabled: true,
        charges_enabled: true,
        requirements: { ...(accountFixture.requirements as object), currently_due: [] },
        business_profile: { ...(accountFixture.business_profile as object), name: 'Savanna Stays Ltd' },
      },
      'evt_account_ready',
    );

    expect(verify(body, signed(body))).toEqual({
      eventId: 'evt_account_ready',
      kind: 'account',
      account: {
        accountId: 'acct_1KaziStayHost',
        payoutsEnabled: true,
        chargesEnabled: true,
        requirementsDue: [],
        verifiedName: 'Savanna Stays Ltd',
      },
    });
  });

  it('reads a transfer.reversed as reversed, with the reason', () => {
    const body = stripeTransferEvent(
      'transfer.reversed',
      {
        id: 'tr_kazistay_1',
        amount: 45_000,
        amount_reversed: 45_000,
        reversed: true,
        transfer_group: 'po_01HZXA',
        metadata: { payout_id: 'po_01HZXA' },
      },
      'evt_reversed',
    );

    expect(verify(body, signed(body))).toEqual({
      eventId: 'evt_reversed',
      kind: 'transfer',
      transfer: {
        key: 'po_01HZXA',
        providerRef: 'tr_kazistay_1',
        state: 'reversed',
        amountMinor: 45_000,
        currency: 'USD',
        reason: 'Reversed by Stripe',
      },
    });
  });

  it('refuses a wrong secret, a tampered body and a missing header', () => {
    const body = stripeAccountUpdatedEvent({ payouts_enabled: true });
    // The platform endpoint's secret does not verify a Connect delivery.
    expect(() => verify(body, signed(body, 'whsec_test_kazistay'))).toThrow(WebhookSignatureError);

    const tampered = body.replace('"payouts_enabled":true', '"payouts_enabled":false');
    expect(tampered).not.toBe(body);
    expect(() => verify(tampered, signed(body))).toThrow(WebhookSignatureError);

    expect(() => verify(body, {})).toThrow(WebhookSignatureError);
  });
});

describe('stripePayoutEvent', () => {
  const parse = (payload: string) => JSON.parse(payload) as Stripe.Event;

  it('reads created and updated transfers by their reversed flag, falling back to the transfer group', () => {
    const created = stripeTransferEvent('transfer.created', { transfer_group: 'po_01HZXB' }, 'evt_created');
    expect(stripePayoutEvent(parse(created))).toEqual({
      eventId: 'evt_created',
      kind: 'transfer',
      transfer: {
        key: 'po_01HZXB',
        providerRef: transferFixture.id,
        state: 'paid',
        amountMinor: 1100,
        currency: 'USD',
        reason: null,
      },
    });

    const updated = stripeTransferEvent('transfer.updated', {
      reversed: true,
      metadata: { payout_id: 'po_01HZXC' },
    });
    expect(stripePayoutEvent(parse(updated))).toMatchObject({
      kind: 'transfer',
      transfer: { key: 'po_01HZXC', state: 'reversed', reason: 'Reversed by Stripe' },
    });
  });

  it('reads every transfer.reversed as reversed, whatever its reversed flag says', () => {
    const body = stripeTransferEvent('transfer.reversed', { amount_reversed: 500, reversed: false });
    expect(stripePayoutEvent(parse(body))).toMatchObject({
      kind: 'transfer',
      transfer: { state: 'reversed', reason: 'Reversed by Stripe' },
    });
  });

  it('reads any other event as other', () => {
    const body = stripeEvent('payout.paid', { id: 'po_stripe_1', object: 'payout' }, 'evt_payout_paid');
    expect(stripePayoutEvent(parse(body))).toEqual({
      eventId: 'evt_payout_paid',
      kind: 'other',
      type: 'payout.paid',
    });
  });
});
