import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm';
import type { PayoutMethodDetails } from '../../../shared/payouts';
import { ensurePayouts } from '../../domains/payouts/ledger';
import { maskPayoutMethod } from '../../domains/payouts/methods/mask';
import { savePayoutMethod } from '../../domains/payouts/methods/service';
import type { Db } from '../client';
import { payoutTransfers, payouts, profiles } from '../schema';

export const DEMO_HOST_EMAIL = 'host@kazistay.com';
export const DEMO_HOST_METHOD: PayoutMethodDetails = { kind: 'mpesa', phone: '+254712345678' };
/** What a real M-Pesa B2C refusal says; the one failed payout of the demo host shows it. */
export const DEMO_FAILED_REASON = "Recipient's M-Pesa account has reached its daily receive limit";

const BATCH = 200;
const HOUR_MS = 3_600_000;

/** The other demo hosts are paid by bank or PayPal, so their due payouts complete (admins see real revenue). */
function otherHostMethod(index: number, email: string): PayoutMethodDetails {
  if (index % 2 === 0) return { kind: 'paypal', email };
  return {
    kind: 'bank_transfer',
    accountName: email.split('@')[0] ?? 'Host',
    bankName: 'KCB Bank',
    accountNumber: String(1_100_000_000 + index * 7_919),
    swiftCode: 'KCBLKENX',
  };
}

/**
 * The demo ledger, after the seed's transaction, at `now`: every paid demo booking has its payout (amounts
 * from bookingMoney through the ledger). Stays released more than an hour ago are completed (paid at their
 * release time, with the provider's transfer), those released since are processing (the release job
 * finishes them when their lease runs out), future ones scheduled. The demo host's most recently released
 * payout is processing and the one before it failed with a provider's reason and a retry due later.
 */
export async function seedDemoPayouts(db: Db, now: Date): Promise<{ payouts: number }> {
  const hosts = await db
    .select({ id: profiles.id, email: profiles.email })
    .from(profiles)
    .where(eq(profiles.role, 'host'))
    .orderBy(profiles.email);
  const methods = new Map<string, PayoutMethodDetails>();
  for (const [i, host] of hosts.entries()) {
    const method = host.email === DEMO_HOST_EMAIL ? DEMO_HOST_METHOD : otherHostMethod(i, host.email);
    await savePayoutMethod(db, host.id, method, now);
    methods.set(host.id, method);
  }
  const created = await ensurePayouts(db, now);

  const paidBefore = new Date(now.getTime() - HOUR_MS);
  for (;;) {
    const due = await db
      .select({ id: payouts.id, hostId: payouts.payeeId, amountCents: payouts.amountCents })
      .from(payouts)
      .where(and(eq(payouts.status, 'scheduled'), lte(payouts.releaseAt, paidBefore)))
      .limit(BATCH);
    if (due.length === 0) break;
    const ids = due.map((p) => p.id);
    const ref = sql`'SIM-' || upper(substr(md5(${payouts.id}::text), 1, 12))`;
    await db
      .update(payouts)
      .set({
        status: 'completed',
        attempts: 1,
        paidAt: sql`${payouts.releaseAt}`,
        payoutDate: sql`${payouts.releaseAt}`,
        providerRef: ref,
        network: 'demo',
        transferKey: sql`${payouts.id}::text`,
        sentAt: sql`${payouts.releaseAt}`,
        updatedAt: sql`${payouts.releaseAt}`,
      })
      .where(inArray(payouts.id, ids));
    const rows = await db
      .select({ id: payouts.id, ref: payouts.providerRef, paidAt: payouts.paidAt })
      .from(payouts)
      .where(inArray(payouts.id, ids));
    await db.insert(payoutTransfers).values(
      rows.map((r) => {
        const payout = due.find((p) => p.id === r.id)!;
        const method = methods.get(payout.hostId) ?? DEMO_HOST_METHOD;
        return {
          key: r.id,
          payoutId: r.id,
          payeeId: payout.hostId,
          amountCents: payout.amountCents,
          method: method.kind,
          destination: maskPayoutMethod(method),
          reference: r.ref ?? '',
          createdAt: r.paidAt ?? now,
        };
      }),
    );
  }

  // Released within the last hour: on their way.
  await db
    .update(payouts)
    .set({ status: 'processing', attempts: 1, updatedAt: now })
    .where(and(eq(payouts.status, 'scheduled'), lte(payouts.releaseAt, now)));

  const demoHost = hosts.find((h) => h.email === DEMO_HOST_EMAIL);
  if (demoHost) await showcaseDemoHost(db, demoHost.id, now);
  return { payouts: created };
}

/** A payout no network was asked to send (yet): the sent mark of a completed one taken off. */
const NOT_SENT = { providerRef: null, network: null, transferKey: null, sentAt: null } as const;

/** The demo host shows every state: its latest released payout processing, the one before it failed. */
async function showcaseDemoHost(db: Db, hostId: string, now: Date) {
  const released = await db
    .select({ id: payouts.id })
    .from(payouts)
    .where(
      and(
        eq(payouts.payeeId, hostId),
        inArray(payouts.status, ['completed', 'processing']),
        lte(payouts.releaseAt, now),
      ),
    )
    .orderBy(desc(payouts.releaseAt))
    .limit(2);
  const [latest, before] = released;
  if (latest) {
    await db.delete(payoutTransfers).where(eq(payoutTransfers.payoutId, latest.id));
    await db
      .update(payouts)
      .set({
        status: 'processing',
        paidAt: null,
        ...NOT_SENT,
        payoutDate: sql`${payouts.releaseAt}`,
        updatedAt: now,
      })
      .where(eq(payouts.id, latest.id));
  }
  if (before) {
    await db.delete(payoutTransfers).where(eq(payoutTransfers.payoutId, before.id));
    await db
      .update(payouts)
      .set({
        status: 'failed',
        attempts: 2,
        paidAt: null,
        ...NOT_SENT,
        payoutDate: sql`${payouts.releaseAt}`,
        failureReason: DEMO_FAILED_REASON,
        nextAttemptAt: new Date(now.getTime() + 6 * HOUR_MS),
        updatedAt: now,
      })
      .where(eq(payouts.id, before.id));
  }
}
