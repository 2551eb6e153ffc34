import { createHmac } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

/**
 * Posts an event to the app's Paystack webhook, signed as Paystack signs it (HMAC-SHA512 of the body with
 * `secretKey`): the status and the outcome the app answered with.
 */
export async function deliverPaystackEvent(app: FastifyInstance, event: unknown, secretKey: string) {
  const payload = JSON.stringify(event);
  const res = await app.inject({
    method: 'POST',
    url: '/api/payments/paystack/webhook',
    headers: {
      'content-type': 'application/json',
      'x-paystack-signature': createHmac('sha512', secretKey).update(payload).digest('hex'),
    },
    payload,
  });
  return { status: res.statusCode, outcome: res.json<{ outcome?: string }>().outcome };
}
