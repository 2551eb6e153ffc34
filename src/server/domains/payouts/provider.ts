import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { payoutMethods, payoutTransfers } from '../../db/schema';
import { maskPayoutMethod } from './methods/mask';
import { TransferRefused, type PayoutNetwork, type Transfer, type TransferRequest } from './network';

/** The payout a transfer key belongs to: the key is the payout id, with an attempt suffix after a failure. */
export function payoutIdOfKey(key: string): string {
  return key.slice(0, 36);
}

/**
 * The demo network: no money moves. Transfers are recorded in payout_transfers as a network's ledger would keep
 * them, to the payee's saved payout method (the destination is the payee's id). The key is the primary key: a
 * second send under the same key (a release that died after sending and ran again) inserts nothing and returns
 * the first transfer.
 */
export class SimulatedPayoutProvider implements PayoutNetwork {
  readonly name = 'demo';

  constructor(private readonly db: Db) {}

  async sendTransfer(request: TransferRequest): Promise<Transfer> {
    const [method] = await this.db
      .select({ details: payoutMethods.details })
      .from(payoutMethods)
      .where(eq(payoutMethods.userId, request.destination));
    if (!method) throw new TransferRefused('No payout method on file');
    await this.db
      .insert(payoutTransfers)
      .values({
        key: request.key,
        payoutId: payoutIdOfKey(request.key),
        payeeId: request.destination,
        amountCents: request.amountMinor,
        currency: request.currency,
        method: method.details.kind,
        destination: maskPayoutMethod(method.details),
        reference: `SIM-${randomBytes(6).toString('hex').toUpperCase()}`,
      })
      .onConflictDoNothing({ target: payoutTransfers.key });
    const sent = await this.readTransfer(request.key);
    if (!sent) throw new Error(`transfer ${request.key} not recorded`);
    return sent;
  }

  async readTransfer(key: string): Promise<Transfer | null> {
    const [row] = await this.db.select().from(payoutTransfers).where(eq(payoutTransfers.key, key));
    if (!row) return null;
    return {
      key: row.key,
      providerRef: row.reference,
      state: 'paid',
      amountMinor: row.amountCents,
      currency: row.currency,
      reason: null,
    };
  }
}
