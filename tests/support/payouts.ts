import type { Db } from '../../src/server/db/client';
import { payouts } from '../../src/server/db/schema';
import type { PayoutMethodKind, PayoutStatus } from '../../src/shared/payouts';
import { addDays } from '../../src/shared/dates';
import { createBooking, createProperty, createUser } from './factories';

let stays = 0;

export interface PayoutFields {
  hostId: string;
  /** Defaults: a new property of the host and a new guest. */
  propertyId?: string;
  guestId?: string;
  checkIn?: string;
  checkOut?: string;
  amountCents?: number;
  platformFeeCents?: number;
  method?: PayoutMethodKind | null;
  status?: PayoutStatus;
  payoutDate: Date;
  failureReason?: string | null;
}

/** A payout row written straight to the ledger table, on a booking of its own; returns both ids. */
export async function createPayout(
  db: Db,
  f: PayoutFields,
): Promise<{ id: string; bookingId: string; propertyId: string; guestId: string }> {
  const propertyId = f.propertyId ?? (await createProperty(db, f.hostId));
  const guestId = f.guestId ?? (await createUser(db, { fullName: 'Some Guest' }));
  // Stays never overlap on one property (an exclusion constraint): each default stay gets days of its own.
  const start = addDays('2025-01-01', 3 * ++stays);
  const checkIn = f.checkIn ?? start;
  const checkOut = f.checkOut ?? addDays(start, 2);
  const bookingId = await createBooking(db, { userId: guestId, propertyId, checkIn, checkOut });
  const [row] = await db
    .insert(payouts)
    .values({
      kind: 'stay',
      bookingId,
      payeeId: f.hostId,
      amountCents: f.amountCents ?? 10_000,
      platformFeeCents: f.platformFeeCents ?? 300,
      method: f.method === undefined ? 'mpesa' : f.method,
      status: f.status ?? 'completed',
      releaseAt: f.payoutDate,
      payoutDate: f.payoutDate,
      failureReason: f.failureReason ?? null,
    })
    .returning({ id: payouts.id });
  return { id: row!.id, bookingId, propertyId, guestId };
}
