import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAlerts,
  auditLog,
  bookings,
  disputes,
  messages,
  payoutDeductions,
  payoutTransfers,
  payouts,
} from '../../src/server/db/schema';
import { adminOverview } from '../../src/server/domains/admin/overview';
import { settlePayment } from '../../src/server/domains/bookings/service';
import { savePayoutMethod } from '../../src/server/domains/payouts/methods/service';
import { SimulatedPayoutProvider } from '../../src/server/domains/payouts/provider';
import { releaseDuePayouts } from '../../src/server/domains/payouts/release';
import { addDays, platformToday } from '../../src/shared/dates';
import { DISPUTE_TEXTS, type DisputeView } from '../../src/shared/disputes';
import { bookingMoney } from '../../src/shared/money';
import { HOST_TEXTS } from '../../src/shared/host';
import { createTestApp, TestClient, type TestApp } from '../support/app';
import { createBooking, createProperty } from '../support/factories';
import { person, uploadPhoto, type Person } from '../support/host';

let t: TestApp;
let admin: Person;
let host: Person;
let guest: Person;
let other: Person;
const today = platformToday();

beforeAll(async () => {
  t = await createTestApp();
  [admin, host, guest, other] = await Promise.all([
    person(t, 'admin', 'Asha Admin'),
    person(t, 'host', 'Hamisi Host'),
    person(t, 'guest', 'Gita Guest'),
    person(t, 'guest', 'Oscar Other'),
  ]);
  await savePayoutMethod(t.database.db, host.id, { kind: 'mpesa', phone: '+254712345678' });
});
afterAll(() => t.close());

let offset = 0;
/** A paid $460 stay of the guest's on a new listing of the host, checked in `daysAgo` days ago. */
async function paidStay(daysAgo: number, who: Person = guest) {
  const propertyId = await createProperty(t.database.db, host.id, { title: `Stay ${++offset}` });
  const checkIn = addDays(today, -daysAgo);
  const id = await createBooking(t.database.db, {
    userId: who.id,
    propertyId,
    checkIn,
    checkOut: addDays(checkIn, 3),
    status: 'pending',
  });
  await t.database.db
    .update(bookings)
    .set({ totalCents: 46_000, paymentStatus: 'pending' })
    .where(eq(bookings.id, id));
  await settlePayment(t.database.db, id, 0);
  return id;
}

const open = (who: Person, bookingId: string, fields: Record<string, unknown> = {}) =>
  who.client.mutate<DisputeView>('disputes.open', {
    bookingId,
    category: 'internet_outage',
    description: 'The fibre was down for two working days.',
    ...fields,
  });
const payoutOf = async (bookingId: string) =>
  (await t.database.db.select().from(payouts).where(eq(payouts.bookingId, bookingId)))[0]!;

describe('disputes', () => {
  it('a guest reports a problem on a current stay, with their own photos; the admins are alerted', async () => {
    const bookingId = await paidStay(1);
    const photo = await uploadPhoto(t, guest);
    const res = await open(guest, bookingId, { photos: [photo.url] });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({
      status: 'open',
      category: 'internet_outage',
      photos: [photo.url],
      guestName: 'Gita Guest',
      hostName: 'Hamisi Host',
      refundableCents: 46_000,
    });
    // Both parties see it; the alert leads the admins to it.
    expect((await guest.client.query<DisputeView[]>('disputes.mine')).data?.map((d) => d.id)).toContain(
      res.data!.id,
    );
    expect((await host.client.query<DisputeView[]>('disputes.mine')).data?.map((d) => d.id)).toContain(
      res.data!.id,
    );
    expect((await other.client.query<DisputeView[]>('disputes.mine')).data).toEqual([]);
    const [alert] = await t.database.db
      .select()
      .from(adminAlerts)
      .where(eq(adminAlerts.key, `dispute_opened:${res.data!.id}`));
    expect(alert).toMatchObject({ kind: 'dispute_opened', path: '/admin/disputes' });

    // Once per booking.
    const again = await open(guest, bookingId);
    expect([again.status, again.error?.message]).toEqual([409, DISPUTE_TEXTS.alreadyOpen]);
  });

  it('refuses other people’s bookings, stays not begun, someone else’s photos and bad input', async () => {
    const mine = await paidStay(2);
    const future = await paidStay(-10);
    expect((await open(other, mine)).status).toBe(404);
    expect((await new TestClient(t.app).mutate('disputes.open', { bookingId: mine })).status).toBe(401);
    const notYet = await open(guest, future);
    expect([notYet.status, notYet.error?.message]).toEqual([400, DISPUTE_TEXTS.notEligible]);
    const theirs = await uploadPhoto(t, other);
    const stolen = await open(guest, mine, { photos: [theirs.url] });
    expect([stolen.status, stolen.error?.message]).toEqual([400, HOST_TEXTS.photoNotYours]);
    const empty = await open(guest, mine, { description: '   ' });
    expect([empty.status, empty.error?.message]).toEqual([400, DISPUTE_TEXTS.descriptionRequired]);
    const badCategory = await open(guest, mine, { category: 'noise' });
    expect([badCategory.status, badCategory.error?.message]).toEqual([400, DISPUTE_TEXTS.categoryRequired]);
    expect(await t.database.db.select().from(disputes).where(eq(disputes.bookingId, mine))).toEqual([]);
  });

  it('a refund before the payout goes reduces the payout; revenue and the booking follow; once only', async () => {
    const bookingId = await paidStay(0);
    const dispute = (await open(guest, bookingId)).data!;
    const before = await adminOverview(t.database.db);
    expect((await payoutOf(bookingId)).status).toBe('scheduled');

    const tooMuch = await admin.client.mutate('admin.refundDispute', {
      disputeId: dispute.id,
      amountCents: 46_001,
    });
    expect([tooMuch.status, tooMuch.error?.message]).toEqual([400, DISPUTE_TEXTS.amountTooHigh]);
    const partCent = await admin.client.mutate('admin.refundDispute', {
      disputeId: dispute.id,
      amountCents: 100.5,
    });
    expect([partCent.status, partCent.error?.message]).toEqual([400, 'Refunds are whole cents']);

    const res = await admin.client.mutate<DisputeView>('admin.refundDispute', {
      disputeId: dispute.id,
      amountCents: 10_000,
      note: 'Two days without internet.',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    expect(res.data).toMatchObject({
      status: 'refunded',
      refundCents: 10_000,
      resolution: 'Two days without internet.',
    });

    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking).toMatchObject({ refundCents: 10_000, paymentStatus: 'completed' });
    const money = bookingMoney(booking!);
    expect(money.guestPaidCents).toBe(36_000);
    expect((await payoutOf(bookingId)).amountCents).toBe(money.hostEarningsCents);
    const after = await adminOverview(t.database.db);
    expect(before.metrics.monthlyBookingValueCents - after.metrics.monthlyBookingValueCents).toBe(10_000);
    // The platform's revenue falls by the fee on the refunded stay amount, as bookingMoney says.
    const unrefunded = bookingMoney({ ...booking!, refundCents: null });
    expect(before.metrics.monthlyRevenueCents - after.metrics.monthlyRevenueCents).toBe(
      unrefunded.platformRevenueCents - money.platformRevenueCents,
    );
    expect(unrefunded.platformRevenueCents - money.platformRevenueCents).toBeGreaterThan(0);

    const twice = await admin.client.mutate('admin.refundDispute', {
      disputeId: dispute.id,
      amountCents: 1000,
    });
    expect([twice.status, twice.error?.message]).toEqual([409, DISPUTE_TEXTS.alreadyResolved]);

    // Guest and host were told in the booking's conversation; the refund is audited.
    const told = await t.database.db.select().from(messages).where(eq(messages.bookingId, bookingId));
    expect(told.map((m) => m.receiverId).sort()).toEqual([guest.id, host.id].sort());
    expect(told.every((m) => m.senderId === admin.id && m.content.includes('$100.00'))).toBe(true);
    const [entry] = await t.database.db.select().from(auditLog).where(eq(auditLog.targetId, dispute.id));
    expect(entry).toMatchObject({
      action: 'dispute.refund',
      after: { status: 'refunded', refunded: 10_000 },
    });
  });

  it('a refund after the payout was paid is taken from the host’s next payout', async () => {
    const paid = await paidStay(5);
    await releaseDuePayouts(t.database.db, new SimulatedPayoutProvider(t.database.db), new Date());
    const sent = await payoutOf(paid);
    expect(sent.status).toBe('completed');

    const dispute = (await open(guest, paid, { category: 'power_outage' })).data!;
    const res = await admin.client.mutate('admin.refundDispute', {
      disputeId: dispute.id,
      amountCents: 20_000,
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    // The paid payout stays as it was; what the host received beyond their new earnings is owed back.
    expect(await payoutOf(paid)).toMatchObject({ status: 'completed', amountCents: sent.amountCents });
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, paid));
    const owed = sent.amountCents - bookingMoney(booking!).hostEarningsCents;
    expect(owed).toBe(20_000 - Math.round(20_000 * 0.03));
    const [deduction] = await t.database.db
      .select()
      .from(payoutDeductions)
      .where(eq(payoutDeductions.bookingId, paid));
    expect(deduction).toMatchObject({ amountCents: owed, remainingCents: owed });

    // The host's next stay: its payout sends its amount less what is owed.
    const next = await paidStay(3, other);
    await releaseDuePayouts(t.database.db, new SimulatedPayoutProvider(t.database.db), new Date());
    const nextPayout = await payoutOf(next);
    expect(nextPayout).toMatchObject({ status: 'completed', deductedCents: owed });
    const [transfer] = await t.database.db
      .select()
      .from(payoutTransfers)
      .where(eq(payoutTransfers.payoutId, nextPayout.id));
    expect(transfer?.amountCents).toBe(nextPayout.amountCents - owed);
    const [settled] = await t.database.db
      .select()
      .from(payoutDeductions)
      .where(eq(payoutDeductions.bookingId, paid));
    expect(settled?.remainingCents).toBe(0);
  });

  it('an admin rejects with a reason; admins only', async () => {
    const bookingId = await paidStay(4);
    const dispute = (await open(guest, bookingId, { category: 'cleanliness' })).data!;
    for (const who of [guest, host]) {
      expect((await who.client.query('admin.disputes', {})).status).toBe(403);
      expect(
        (await who.client.mutate('admin.rejectDispute', { disputeId: dispute.id, reason: 'x' })).status,
      ).toBe(403);
      expect(
        (await who.client.mutate('admin.refundDispute', { disputeId: dispute.id, amountCents: 100 })).status,
      ).toBe(403);
    }
    const anon = new TestClient(t.app);
    expect((await anon.query('admin.disputes', {})).status).toBe(401);
    const noReason = await admin.client.mutate('admin.rejectDispute', { disputeId: dispute.id, reason: ' ' });
    expect([noReason.status, noReason.error?.message]).toEqual([400, DISPUTE_TEXTS.reasonRequired]);
    const res = await admin.client.mutate<DisputeView>('admin.rejectDispute', {
      disputeId: dispute.id,
      reason: 'The host’s photos show the flat was cleaned.',
    });
    expect(res.data).toMatchObject({ status: 'rejected', refundCents: null });
    const [booking] = await t.database.db.select().from(bookings).where(eq(bookings.id, bookingId));
    expect(booking?.refundCents).toBeNull();
    const list = await admin.client.query<DisputeView[]>('admin.disputes', { status: 'rejected' });
    expect(list.data?.map((d) => d.id)).toEqual([dispute.id]);
    const missing = await admin.client.mutate('admin.rejectDispute', {
      disputeId: '00000000-0000-4000-8000-000000000000',
      reason: 'x',
    });
    expect(missing.status).toBe(404);
  });
});
