import { rm } from 'node:fs/promises';
import { sql, TransactionRollbackError, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../src/server/db/client';
import { migrationsDir } from '../../src/server/paths';
import { emptyDatabase, migrateFrom, migrationsBefore } from '../support/migrations';

/** The migration that moved service providers' payments into the payouts ledger, by its journal tag. */
const LEDGER_MIGRATION = '0050_payout_networks';

const HOST = '00000000-0000-4000-8000-000000000001';
const GUEST = '00000000-0000-4000-8000-000000000002';
const PROVIDER = '00000000-0000-4000-8000-000000000003';
const PROPERTY = '00000000-0000-4000-8000-000000000011';
/** Stays: the first paid out, the second's payout scheduled, the third without a payout. */
const STAY_PAID_OUT = '00000000-0000-4000-8000-000000000021';
const STAY_SCHEDULED = '00000000-0000-4000-8000-000000000022';
const STAY_UNPAID = '00000000-0000-4000-8000-000000000023';
const PAYOUT_COMPLETED = '00000000-0000-4000-8000-000000000031';
const PAYOUT_SCHEDULED = '00000000-0000-4000-8000-000000000032';
const SERVICE = '00000000-0000-4000-8000-000000000041';
/** Service bookings, each with the provider payment of the same last digit (none for the unpaid one). */
const SB_COMPLETED_PAID = '00000000-0000-4000-8000-000000000051';
const SB_CONFIRMED = '00000000-0000-4000-8000-000000000052';
const SB_REFUNDED = '00000000-0000-4000-8000-000000000053';
const SB_COMPLETED_OWED = '00000000-0000-4000-8000-000000000054';
const SB_UNPAID = '00000000-0000-4000-8000-000000000055';
const SB_FREE = '00000000-0000-4000-8000-000000000056';

/** A timestamptz column as UTC ISO text: the same from both drivers, whatever the session's time zone. */
function utc(column: string): SQL {
  return sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"')`);
}

/** The driver's own error message (Drizzle wraps it in a "Failed query" error). */
function messageOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}

describe('the migration to one payout ledger', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let before: string;

  /** Runs a statement in a transaction that is always rolled back: 'accepted', or the database's refusal. */
  async function attempt(statement: SQL): Promise<string> {
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(statement);
        tx.rollback();
      });
    } catch (error) {
      if (error instanceof TransactionRollbackError) return 'accepted';
      return messageOf(error);
    }
    return 'committed';
  }

  async function versionOf(id: string): Promise<string | null> {
    const [row] = rowsOf<{ v: string }>(
      await database.db.execute(sql`select version::text as v from host_data_versions where host_id = ${id}`),
    );
    return row?.v ?? null;
  }

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase());
    before = await migrationsBefore(LEDGER_MIGRATION);
    await migrateFrom(database, before);
    const { db } = database;
    // Rows as the schema before the ledger stored them.
    await db.execute(sql`
      insert into users (id, email, password_hash) values
        (${HOST}, 'host@example.com', 'x'),
        (${GUEST}, 'guest@example.com', 'x'),
        (${PROVIDER}, 'provider@example.com', 'x')`);
    await db.execute(sql`
      insert into profiles (id, full_name, email, role) values
        (${HOST}, 'Host', 'host@example.com', 'host'),
        (${GUEST}, 'Guest', 'guest@example.com', 'guest'),
        (${PROVIDER}, 'Provider', 'provider@example.com', 'provider')`);
    await db.execute(sql`
      insert into payout_methods (user_id, kind, details) values
        (${HOST}, 'bank_transfer', '{"accountNumber":"001234"}'),
        (${PROVIDER}, 'mpesa', '{"phone":"+254700000000"}')`);
    await db.execute(sql`
      insert into properties (id, host_id, title, property_type, nightly_rate_cents)
      values (${PROPERTY}, ${HOST}, 'Stay', 'work_and_stay', 12000)`);
    await db.execute(sql`
      insert into bookings (id, user_id, property_id, check_in, check_out, total_cents, status, payment_status)
      values
        (${STAY_PAID_OUT}, ${GUEST}, ${PROPERTY}, '2026-03-10', '2026-03-13', 43500, 'confirmed', 'completed'),
        (${STAY_SCHEDULED}, ${GUEST}, ${PROPERTY}, '2026-05-01', '2026-05-04', 43500, 'confirmed', 'completed'),
        (${STAY_UNPAID}, ${GUEST}, ${PROPERTY}, '2026-07-01', '2026-07-03', 31500, 'confirmed', 'pending')`);
    await db.execute(sql`
      insert into payouts (id, booking_id, host_id, amount_cents, platform_fee_cents, method, status, release_at,
        payout_date, paid_at, attempts, provider_ref) values
        (${PAYOUT_COMPLETED}, ${STAY_PAID_OUT}, ${HOST}, 34920, 1080, 'bank_transfer', 'completed',
          '2026-03-14T09:00:00Z', '2026-03-14T09:00:00Z', '2026-03-14T09:00:05Z', 1, 'SIM-7f3a9c'),
        (${PAYOUT_SCHEDULED}, ${STAY_SCHEDULED}, ${HOST}, 34920, 1080, null, 'scheduled',
          '2026-05-05T09:00:00Z', '2026-05-05T09:00:00Z', null, 0, null)`);
    await db.execute(sql`
      insert into payout_transfers (payout_id, host_id, amount_cents, method, destination, reference)
      values (${PAYOUT_COMPLETED}, ${HOST}, 34920, 'bank_transfer', '••1234', 'SIM-7f3a9c')`);
    await db.execute(sql`
      insert into payout_deductions (host_id, booking_id, amount_cents, remaining_cents)
      values (${HOST}, ${STAY_PAID_OUT}, 5000, 2000)`);
    await db.execute(sql`
      insert into provider_profiles (user_id, display_name, categories, starting_price_cents, currency,
        availability, time_slots)
      values (${PROVIDER}, 'Lens & Light', '{photography}', 10000, 'EUR', '{mon,tue}', '09:00-17:00')`);
    await db.execute(sql`
      insert into services (id, provider_id, category_id, title, description, price_cents, currency)
      values (${SERVICE}, ${PROVIDER}, 'photography', 'Listing photos', 'Twenty edited photos', 10000, 'EUR')`);
    await db.execute(sql`
      insert into service_bookings (id, service_id, guest_id, provider_id, booking_date, time_slot, status,
        amount_cents, currency, commission_bp, payment_status, refunded_cents, idempotency_key, completed_at)
      values
        (${SB_COMPLETED_PAID}, ${SERVICE}, ${GUEST}, ${PROVIDER}, '2026-04-02', '10:00', 'completed',
          10000, 'EUR', 1500, 'completed', 0, 'k1', '2026-04-02T15:00:00Z'),
        (${SB_CONFIRMED}, ${SERVICE}, ${GUEST}, ${PROVIDER}, '2026-05-10', '10:00', 'confirmed',
          10000, 'EUR', 1500, 'completed', 0, 'k2', null),
        (${SB_REFUNDED}, ${SERVICE}, ${GUEST}, ${PROVIDER}, '2026-05-11', '10:00', 'cancelled',
          10000, 'EUR', 1500, 'refunded', 10000, 'k3', null),
        (${SB_COMPLETED_OWED}, ${SERVICE}, ${GUEST}, ${PROVIDER}, '2026-04-20', '10:00', 'completed',
          10000, 'EUR', 1500, 'completed', 4000, 'k4', '2026-04-20T10:30:00Z'),
        (${SB_UNPAID}, ${SERVICE}, ${GUEST}, ${PROVIDER}, '2026-05-12', '10:00', 'confirmed',
          10000, 'EUR', 1500, 'pending', 0, 'k5', null),
        (${SB_FREE}, ${SERVICE}, ${GUEST}, ${PROVIDER}, '2026-05-13', '10:00', 'confirmed',
          0, 'EUR', 1500, 'completed', 0, 'k6', null)`);
    await db.execute(sql`
      insert into provider_payments (booking_id, provider_id, amount_cents, provider_commission_cents, currency,
        status, paid_at, created_at, updated_at)
      values
        (${SB_COMPLETED_PAID}, ${PROVIDER}, 10000, 8500, 'EUR', 'paid', '2026-04-03T06:00:00Z',
          '2026-04-01T08:00:00Z', '2026-04-03T06:00:00Z'),
        (${SB_CONFIRMED}, ${PROVIDER}, 10000, 8500, 'EUR', 'pending', null,
          '2026-05-01T08:00:00Z', '2026-05-01T08:00:00Z'),
        (${SB_REFUNDED}, ${PROVIDER}, 0, 0, 'EUR', 'cancelled', null,
          '2026-05-02T08:00:00Z', '2026-05-03T08:00:00Z'),
        (${SB_COMPLETED_OWED}, ${PROVIDER}, 6000, 5100, 'EUR', 'pending', null,
          '2026-04-10T08:00:00Z', '2026-04-20T10:30:00Z'),
        (${SB_FREE}, ${PROVIDER}, 0, 0, 'EUR', 'pending', null,
          '2026-05-04T08:00:00Z', '2026-05-04T08:00:00Z')`);
    await migrateFrom(database, migrationsDir);
  });

  afterAll(async () => {
    await drop?.();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it("keeps the host's payouts as stay payouts under payee_id, the demo network's under their own id", async () => {
    const rows = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`
        select id, kind, booking_id as "bookingId", service_booking_id as "serviceBookingId",
          payee_id as "payeeId", currency, amount_cents as "amountCents", platform_fee_cents as "feeCents",
          method, status, ${utc('release_at')} as "releaseAt", ${utc('payout_date')} as "payoutDate",
          ${utc('paid_at')} as "paidAt", provider_ref as "providerRef", network, transfer_key as "transferKey"
        from payouts where kind = 'stay' or booking_id is not null or payee_id = ${HOST} order by id`),
    );
    const stay = { kind: 'stay', serviceBookingId: null, payeeId: HOST, currency: 'USD', amountCents: 34920 };
    expect(rows).toEqual([
      {
        ...stay,
        id: PAYOUT_COMPLETED,
        bookingId: STAY_PAID_OUT,
        feeCents: 1080,
        method: 'bank_transfer',
        status: 'completed',
        releaseAt: '2026-03-14T09:00:00Z',
        payoutDate: '2026-03-14T09:00:00Z',
        paidAt: '2026-03-14T09:00:05Z',
        providerRef: 'SIM-7f3a9c',
        network: 'demo',
        transferKey: PAYOUT_COMPLETED,
      },
      {
        ...stay,
        id: PAYOUT_SCHEDULED,
        bookingId: STAY_SCHEDULED,
        feeCents: 1080,
        method: null,
        status: 'scheduled',
        releaseAt: '2026-05-05T09:00:00Z',
        payoutDate: '2026-05-05T09:00:00Z',
        paidAt: null,
        providerRef: null,
        network: null,
        transferKey: null,
      },
    ]);
    const [deduction] = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`
        select host_id as "hostId", booking_id as "bookingId", amount_cents as "amountCents",
          remaining_cents as "remainingCents" from payout_deductions`),
    );
    expect(deduction).toEqual({
      hostId: HOST,
      bookingId: STAY_PAID_OUT,
      amountCents: 5000,
      remainingCents: 2000,
    });
  });

  it("turns each provider payment into one service payout of the provider's commission", async () => {
    const rows = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`
        select kind, service_booking_id as "serviceBookingId", booking_id as "bookingId", payee_id as "payeeId",
          currency, amount_cents as "amountCents", platform_fee_cents as "feeCents", method, status,
          ${utc('release_at')} as "releaseAt", ${utc('payout_date')} as "payoutDate", ${utc('paid_at')} as "paidAt",
          network, transfer_key as "transferKey", ${utc('created_at')} as "createdAt"
        from payouts where kind = 'service' or service_booking_id is not null or payee_id = ${PROVIDER}
        order by service_booking_id`),
    );
    const service = {
      kind: 'service',
      bookingId: null,
      payeeId: PROVIDER,
      currency: 'EUR',
      method: 'mpesa',
      transferKey: null,
    };
    expect(rows).toEqual([
      {
        ...service,
        serviceBookingId: SB_COMPLETED_PAID,
        amountCents: 8500,
        feeCents: 1500,
        status: 'completed',
        releaseAt: '2026-04-02T15:00:00Z',
        payoutDate: '2026-04-03T06:00:00Z',
        paidAt: '2026-04-03T06:00:00Z',
        network: 'demo',
        createdAt: '2026-04-01T08:00:00Z',
      },
      {
        ...service,
        serviceBookingId: SB_CONFIRMED,
        amountCents: 8500,
        feeCents: 1500,
        status: 'scheduled',
        releaseAt: null,
        // The start of 10 May in East Africa Time (UTC+3).
        payoutDate: '2026-05-09T21:00:00Z',
        paidAt: null,
        network: null,
        createdAt: '2026-05-01T08:00:00Z',
      },
      {
        ...service,
        serviceBookingId: SB_REFUNDED,
        amountCents: 0,
        feeCents: 0,
        status: 'cancelled',
        releaseAt: null,
        payoutDate: '2026-05-10T21:00:00Z',
        paidAt: null,
        network: null,
        createdAt: '2026-05-02T08:00:00Z',
      },
      {
        ...service,
        serviceBookingId: SB_COMPLETED_OWED,
        amountCents: 5100,
        feeCents: 900,
        status: 'scheduled',
        releaseAt: '2026-04-20T10:30:00Z',
        payoutDate: '2026-04-20T10:30:00Z',
        paidAt: null,
        network: null,
        createdAt: '2026-04-10T08:00:00Z',
      },
      {
        ...service,
        serviceBookingId: SB_FREE,
        amountCents: 0,
        feeCents: 0,
        status: 'cancelled',
        releaseAt: null,
        payoutDate: '2026-05-12T21:00:00Z',
        paidAt: null,
        network: null,
        createdAt: '2026-05-04T08:00:00Z',
      },
    ]);
  });

  it('drops provider_payments and its status type, and adds payout_accounts', async () => {
    const [row] = rowsOf<{ payments: string | null; accounts: string | null; types: number; stuck: boolean }>(
      await database.db.execute(sql`
        select to_regclass('public.provider_payments')::text as payments,
          to_regclass('public.payout_accounts')::text as accounts,
          (select count(*)::int from pg_type where typname = 'provider_payment_status') as types,
          'payout_stuck' = any(enum_range(null::alert_kind)::text[]) as stuck`),
    );
    expect(row).toEqual({ payments: null, accounts: 'payout_accounts', types: 0, stuck: true });
    const hostColumns = rowsOf<{ table: string }>(
      await database.db.execute(sql`
        select table_name::text as "table" from information_schema.columns
        where table_schema = 'public' and table_name in ('payouts', 'payout_transfers')
          and column_name = 'host_id'`),
    );
    expect(hostColumns).toEqual([]);
  });

  it('refuses a payout that names both bookings, neither, or one of the other kind', async () => {
    const insert = (kind: string, bookingId: string | null, serviceBookingId: string | null) => sql`
      insert into payouts (kind, booking_id, service_booking_id, payee_id, amount_cents, platform_fee_cents,
        release_at, payout_date)
      values (${kind}::payout_kind, ${bookingId}::uuid, ${serviceBookingId}::uuid, ${HOST}, 100, 0, now(), now())`;
    expect(await attempt(insert('stay', STAY_UNPAID, null))).toBe('accepted');
    expect(await attempt(insert('service', null, SB_UNPAID))).toBe('accepted');
    const refused = /violates check constraint "payouts_one_booking_check"/;
    expect(await attempt(insert('stay', STAY_UNPAID, SB_UNPAID))).toMatch(refused);
    expect(await attempt(insert('service', STAY_UNPAID, SB_UNPAID))).toMatch(refused);
    expect(await attempt(insert('stay', null, null))).toMatch(refused);
    expect(await attempt(insert('service', null, null))).toMatch(refused);
    expect(await attempt(insert('stay', null, SB_UNPAID))).toMatch(refused);
    expect(await attempt(insert('service', STAY_UNPAID, null))).toMatch(refused);
    const [count] = rowsOf<{ n: number }>(
      await database.db.execute(sql`select count(*)::int as n from payouts`),
    );
    expect(count?.n).toBe(7);
  });

  it('keys the demo transfers by the payout id, under payee_id', async () => {
    const rows = rowsOf<Record<string, unknown>>(
      await database.db.execute(sql`
        select key, payout_id as "payoutId", payee_id as "payeeId", currency, amount_cents as "amountCents",
          reference from payout_transfers`),
    );
    expect(rows).toEqual([
      {
        key: PAYOUT_COMPLETED,
        payoutId: PAYOUT_COMPLETED,
        payeeId: HOST,
        currency: 'USD',
        amountCents: 34920,
        reference: 'SIM-7f3a9c',
      },
    ]);
    const primaryKey = rowsOf<{ column: string }>(
      await database.db.execute(sql`
        select a.attname::text as "column" from pg_index i
        join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
        where i.indrelid = 'payout_transfers'::regclass and i.indisprimary`),
    );
    expect(primaryKey).toEqual([{ column: 'key' }]);
  });

  it("raises the host's data version for a stay payout's change, not the provider's for a service payout's", async () => {
    const { db } = database;
    const host = await versionOf(HOST);
    const provider = await versionOf(PROVIDER);
    // Both have a version already (their payout methods raised them), so an unchanged one is a real comparison.
    expect(host).not.toBeNull();
    expect(provider).not.toBeNull();

    await db.execute(sql`update payouts set updated_at = now() where id = ${PAYOUT_SCHEDULED}`);
    const hostAfterStay = await versionOf(HOST);
    expect(hostAfterStay).not.toBe(host);
    expect(await versionOf(PROVIDER)).toBe(provider);

    await db.execute(sql`update payouts set updated_at = now() where service_booking_id = ${SB_CONFIRMED}`);
    expect(await versionOf(PROVIDER)).toBe(provider);
    expect(await versionOf(HOST)).toBe(hostAfterStay);
  });
});
