import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, payments } from '../../src/server/db/schema';
import { PaystackPayments } from '../../src/server/domains/payments/paystack';
import type { BookingView } from '../../src/shared/booking';
import { addDays, platformToday } from '../../src/shared/dates';
import { providerBookingText } from '../../src/shared/payments';
import { createTestApp, signedInClient, type TestApp, type TestClient } from '../support/app';
import { createProperty, createUser } from '../support/factories';
import { person } from '../support/host';
import { startPaystackDouble, type PaystackDouble } from '../support/paystack-double';
import { deliverPaystackEvent } from '../support/paystack-webhooks';
import { saveKesRates } from '../support/settings';

const SECRET = 'sk_test_kazistay_paystack';

let double: PaystackDouble;
let t: TestApp;
let guest: TestClient;
let propertyId: string;
const day = (n: number) => addDays(platformToday(), n);

beforeAll(async () => {
  double = await startPaystackDouble();
  t = await createTestApp({}, { payments: new PaystackPayments({ secretKey: SECRET, apiUrl: double.url }) });
  const hostId = await createUser(t.database.db, { role: 'host' });
  propertyId = await createProperty(t.database.db, hostId, { nightlyRateCents: 10_000 });
  guest = await signedInClient(t, { email: 'mpesa@example.com' });
}, 60_000);
afterAll(async () => {
  await t.close();
  await double.close();
});

const deliver = (event: unknown) => deliverPaystackEvent(t.app, event, SECRET);

describe('paying for a stay in Kenyan shillings through Paystack', () => {
  it('charges the USD price at the admin’s rate, records the rate, and confirms on Paystack’s signed word', async () => {
    const admin = await person(t, 'admin', 'Rate Setter');
    await saveKesRates(admin.client, { kesPerUsd: 129.55 });

    // What the booking card tells the guest before booking: the provider, the hold and the shillings.
    const info = (await guest.query<{ paymentsProvider: string; paymentHoldMinutes: number }>('site.info'))
      .data!;
    expect(info).toMatchObject({ paymentsProvider: 'paystack', paymentHoldMinutes: 30 });
    const shown = (await guest.query<{ kesPerUsd: number }>('site.settings')).data!;
    expect(shown.kesPerUsd).toBe(129.55);
    expect(providerBookingText('paystack', 36_000, shown.kesPerUsd, info.paymentHoldMinutes)).toBe(
      "You pay KES 46,638.00 (US$1 = KES 129.55) by M-Pesa or card on Paystack's secure page. " +
        'Your dates are held for 30 minutes while you pay.',
    );

    const res = await guest.mutate<BookingView & { checkoutUrl: string | null }>('bookings.create', {
      propertyId,
      checkIn: day(15),
      checkOut: day(17),
      guests: 1,
      idempotencyKey: 'paystack-stay-1',
    });
    expect(res.status, JSON.stringify(res.error)).toBe(200);
    const booked = res.data!;
    // Two nights at $100 + $85 cleaning + $75 service = $360, at 129.55 KES per USD.
    expect(booked.totalCents).toBe(36_000);
    const [payment] = await t.database.db.select().from(payments).where(eq(payments.bookingId, booked.id));
    expect(payment).toMatchObject({
      provider: 'paystack',
      currency: 'KES',
      usdCents: 36_000,
      amountCents: 4_663_800,
      rate: 129.55,
      providerRef: payment!.id,
      state: 'awaiting',
    });
    // Paystack's description accepted the checkout (no violations), for that amount in KES.
    const initialize = double.requests.find((r) => r.path === '/transaction/initialize')!;
    expect(initialize.response.status).toBe(200);
    expect(initialize.response.headers['sl-violations']).toBeUndefined();
    expect(initialize.body).toMatchObject({ amount: 4_663_800, currency: 'KES', reference: payment!.id });
    expect(booked.checkoutUrl).toBe(payment!.checkoutUrl);

    const paid = {
      event: 'charge.success',
      data: {
        id: 4_099_260_516,
        status: 'success',
        reference: payment!.id,
        amount: 4_663_800,
        currency: 'KES',
      },
    };
    expect(await deliver({ ...paid, data: { ...paid.data, amount: 3_600_000 } })).toEqual({
      status: 200,
      outcome: 'mismatch',
    });
    expect(await deliver(paid)).toEqual({ status: 200, outcome: 'applied' });
    expect(await deliver(paid)).toEqual({ status: 200, outcome: 'ignored' });
    const [confirmed] = await t.database.db.select().from(bookings).where(eq(bookings.id, booked.id));
    expect(confirmed).toMatchObject({ status: 'confirmed', paymentStatus: 'completed' });
    // The guest's booking says what it was paid with, so a cancellation's refund is stated in shillings.
    const view = (await guest.query<BookingView>('bookings.byId', { id: booked.id })).data!;
    expect(view.paidWith).toEqual({
      provider: 'paystack',
      amountCents: 4_663_800,
      currency: 'KES',
      priceCents: 36_000,
    });
  });
});
