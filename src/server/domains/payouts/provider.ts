import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { PayoutMethodDetails } from '../../../shared/payouts';
import type { Db } from '../../db/client';
import { payoutTransfers } from '../../db/schema';
import { maskPayoutMethod } from './methods/mask';

export interface PayoutRequest {
  /** The idempotency key: a provider pays one payout at most once, however often it is asked. */
  payoutId: string;
  hostId: string;
  amountCents: number;
  method: PayoutMethodDetails;
}

/** A payment network that pays hosts. `send` resolves with the transfer's reference once the money is sent. */
export interface PayoutProvider {
  send(request: PayoutRequest): Promise<{ reference: string }>;
}

/** The provider declined the transfer (closed account, limit reached...): the payout fails with `reason`. */
export class PayoutRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'PayoutRefused';
  }
}

/**
 * No payment network is reachable here, so transfers are recorded in payout_transfers as a provider's ledger
 * would keep them. The payout id is the primary key: a second send for the same payout (a release that died
 * after sending and ran again) inserts nothing and returns the first transfer's reference.
 */
export class SimulatedPayoutProvider implements PayoutProvider {
  constructor(private readonly db: Db) {}

  async send(request: PayoutRequest): Promise<{ reference: string }> {
    await this.db
      .insert(payoutTransfers)
      .values({
        payoutId: request.payoutId,
        hostId: request.hostId,
        amountCents: request.amountCents,
        method: request.method.kind,
        destination: maskPayoutMethod(request.method),
        reference: `SIM-${randomBytes(6).toString('hex').toUpperCase()}`,
      })
      .onConflictDoNothing({ target: payoutTransfers.payoutId });
    const [row] = await this.db
      .select({ reference: payoutTransfers.reference })
      .from(payoutTransfers)
      .where(eq(payoutTransfers.payoutId, request.payoutId));
    if (!row) throw new Error(`transfer for payout ${request.payoutId} not recorded`);
    return { reference: row.reference };
  }
}
