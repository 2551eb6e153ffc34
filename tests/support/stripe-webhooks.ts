import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import Stripe from 'stripe';

/** Stripe's example object of every resource (fixtures3.json), what its double answers with. */
export const stripeFixtures = (
  JSON.parse(readFileSync(fileURLToPath(new URL('./payments/fixtures3.json', import.meta.url)), 'utf8')) as {
    resources: Record<string, Record<string, unknown>>;
  }
).resources;

let events = 0;

/** An event as Stripe sends it: Stripe's example event carrying `object` (an example object, changed). */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  id = `evt_test_${++events}`,
): string {
  return JSON.stringify({ ...stripeFixtures.event, id, type, data: { object } });
}

/** Posts an event to the app's Stripe webhook, signed as Stripe signs it (with `secret`). */
export async function deliverStripeEvent(app: FastifyInstance, payload: string, secret: string) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/stripe/webhook',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
    },
    payload,
  });
  return { status: res.statusCode, body: res.json<{ outcome?: string }>() };
}

/**
 * A connected account's `account.updated` event as the Connect webhook receives it (carrying the account's id):
 * Stripe's example account with `changes` over it.
 */
export function stripeAccountUpdatedEvent(
  changes: Record<string, unknown> = {},
  id = `evt_test_${++events}`,
): string {
  const account = { ...stripeFixtures.account, ...changes };
  return JSON.stringify({
    ...stripeFixtures.event,
    id,
    type: 'account.updated',
    account: account.id,
    data: { object: account },
  });
}

/** A `transfer.created`, `transfer.updated` or `transfer.reversed` event: Stripe's example transfer with `changes`. */
export function stripeTransferEvent(
  type: 'transfer.created' | 'transfer.updated' | 'transfer.reversed',
  changes: Record<string, unknown> = {},
  id = `evt_test_${++events}`,
): string {
  return stripeEvent(type, { ...stripeFixtures.transfer, ...changes }, id);
}
