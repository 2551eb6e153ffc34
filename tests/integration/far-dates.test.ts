import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, DATE_MAX, DATE_MIN, DATE_RANGE_MESSAGE, platformToday } from '../../src/shared/dates';
import { PAYOUT_EXPORT_PATH } from '../../src/shared/payouts';
import { createTestApp, type CallResult, type TestApp } from '../support/app';
import { createBooking, createProperty } from '../support/factories';
import { person, type Person } from '../support/host';

/*
 * Every date a client can send is a yyyy-MM-dd within DATE_MIN..DATE_MAX: a far one is a 400 that says so,
 * never a date the server's arithmetic or Postgres cannot handle (9999-12-31's next day is year 10000).
 */

let t: TestApp;
let host: Person;
let guest: Person;
let admin: Person;
let listing: string;
let booking: string;
const today = platformToday();

beforeAll(async () => {
  t = await createTestApp();
  [host, guest, admin] = await Promise.all([
    person(t, 'host', 'Far Host'),
    person(t, 'guest', 'Far Guest'),
    person(t, 'admin', 'Far Admin'),
  ]);
  listing = await createProperty(t.database.db, host.id);
  booking = await createBooking(t.database.db, {
    userId: guest.id,
    propertyId: listing,
    checkIn: addDays(today, -1),
    checkOut: addDays(today, 2),
    status: 'confirmed',
  });
});
afterAll(() => t.close());

const FAR = ['9999-12-31', '0001-01-01', '0100-01-01', addDays(DATE_MIN, -1), addDays(DATE_MAX, 1)];

/** A 400 whose first issue is the date range's own message. */
function expectOutOfRange(res: CallResult): void {
  expect([res.status, res.error?.data.zodIssues?.[0]?.message]).toEqual([400, DATE_RANGE_MESSAGE]);
}

describe('far dates', () => {
  it('host.calendar.day answers 9999-12-31 with a 400 that names the range', async () => {
    const res = await host.client.query('host.calendar.day', { date: '9999-12-31' });
    expectOutOfRange(res);
    expect(DATE_RANGE_MESSAGE).toMatch(/1970.*2199/);
  });

  it('host.calendar.day serves the first and last days of the range', async () => {
    for (const date of [DATE_MIN, DATE_MAX]) {
      expect((await host.client.query('host.calendar.day', { date })).status).toBe(200);
    }
  });

  it('refuses far dates in every host calendar input', async () => {
    for (const date of FAR) {
      expectOutOfRange(await host.client.query('host.calendar.day', { date }));
      expectOutOfRange(
        await host.client.mutate('host.calendar.events.create', {
          title: 'Far event',
          date,
          time: '09:00',
          type: 'reminder',
          propertyId: listing,
        }),
      );
      expectOutOfRange(
        await host.client.mutate('host.availability.set', {
          propertyId: listing,
          startDate: date,
          endDate: date,
          status: 'blocked',
        }),
      );
    }
    for (const month of ['9999-12', '0001-01', '1969-12', '2200-01']) {
      const res = await host.client.query('host.calendar.marks', { month });
      expect(res.status).toBe(400);
    }
  });

  it('refuses far dates in searches, bookings and outage reports', async () => {
    for (const date of FAR) {
      expectOutOfRange(await guest.client.query('properties.search', { checkIn: date }));
      expectOutOfRange(
        await guest.client.mutate('bookings.create', {
          propertyId: listing,
          checkIn: date,
          checkOut: addDays(today, 3),
          guests: 1,
          idempotencyKey: `far-${date}`,
        }),
      );
      expectOutOfRange(
        await guest.client.mutate('stays.outages.report', {
          bookingId: booking,
          kind: 'power',
          startDate: date,
          startTime: '09:00',
          ongoing: true,
          endDate: null,
          endTime: null,
        }),
      );
    }
  });

  it('refuses far dates in payout filters, payout exports and admin reports', async () => {
    for (const date of FAR) {
      expectOutOfRange(
        await host.client.query('payouts.list', { filters: { time: 'custom', from: date, to: DATE_MAX } }),
      );
      const url = `${PAYOUT_EXPORT_PATH}.csv?time=custom&from=${DATE_MIN}&to=${date}`;
      const res = await t.app.inject({ method: 'GET', url, headers: { cookie: host.client.cookie ?? '' } });
      expect([res.statusCode, res.json<{ error?: { message?: string } }>().error?.message]).toEqual([
        400,
        DATE_RANGE_MESSAGE,
      ]);
      expectOutOfRange(
        await admin.client.mutate('admin.generateReport', {
          title: 'Far report',
          type: 'bookings',
          format: 'csv',
          from: date,
          to: date,
        }),
      );
    }
  });
});
