import { rm } from 'node:fs/promises';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf, type Database } from '../../src/server/db/client';
import { migrationsDir } from '../../src/server/paths';
import { emptyDatabase, migrateFrom, migrationsBefore } from '../support/migrations';

/** The migration that turned whole-dollar columns into cents: the last one before it, by its journal tag. */
const CENTS_MIGRATION = '0048_money_cents';

describe('the migration to integer cents', () => {
  let database: Database;
  let drop: () => Promise<void>;
  let before: string;

  beforeAll(async () => {
    ({ database, drop } = await emptyDatabase());
    before = await migrationsBefore(CENTS_MIGRATION);
    await migrateFrom(database, before);
    const { db } = database;
    // Rows as the whole-dollar schema stored them.
    await db.execute(sql`
      insert into users (id, email, password_hash) values
        ('00000000-0000-4000-8000-000000000001', 'host@example.com', 'x'),
        ('00000000-0000-4000-8000-000000000002', 'guest@example.com', 'x')`);
    await db.execute(sql`
      insert into profiles (id, full_name, email, role) values
        ('00000000-0000-4000-8000-000000000001', 'Host', 'host@example.com', 'host'),
        ('00000000-0000-4000-8000-000000000002', 'Guest', 'guest@example.com', 'guest')`);
    await db.execute(sql`
      insert into properties (id, host_id, title, property_type, nightly_rate, hourly_rate) values
        ('00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000001', 'Stay',
          'work_and_stay', 120, 15),
        ('00000000-0000-4000-8000-000000000012', '00000000-0000-4000-8000-000000000001', 'Desk',
          'work_only', null, 12),
        ('00000000-0000-4000-8000-000000000013', '00000000-0000-4000-8000-000000000001', 'Top',
          'work_and_stay', 100000, null)`);
    await db.execute(sql`
      insert into bookings (id, user_id, property_id, check_in, check_out, total_price, status, payment_status,
        refund_amount, service_fee) values
        ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000002',
          '00000000-0000-4000-8000-000000000011', '2026-03-10', '2026-03-13', 520, 'confirmed', 'completed',
          null, 75),
        ('00000000-0000-4000-8000-000000000022', '00000000-0000-4000-8000-000000000002',
          '00000000-0000-4000-8000-000000000013', '2026-01-01', '2026-12-31', 36400160, 'cancelled', 'refunded',
          36400160, 75)`);
    await db.execute(sql`
      insert into disputes (booking_id, guest_id, category, description, status, refund_amount) values
        ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000002', 'cleanliness',
          'Dusty desk', 'refunded', 40)`);
    await db.execute(sql`
      insert into outage_reports (id, booking_id, property_id, user_id, kind, started_at) values
        ('00000000-0000-4000-8000-000000000031', '00000000-0000-4000-8000-000000000021',
          '00000000-0000-4000-8000-000000000011', '00000000-0000-4000-8000-000000000002', 'power',
          '2026-03-11T08:00:00Z')`);
    await db.execute(sql`
      insert into workday_claims (booking_id, outage_id, day, status, amount) values
        ('00000000-0000-4000-8000-000000000021', '00000000-0000-4000-8000-000000000031', '2026-03-11',
          'credited', 148)`);
    await db.execute(sql`
      insert into platform_settings (id, service_fee, cleaning_fee) values (true, 60, 90)
      on conflict (id) do update set service_fee = 60, cleaning_fee = 90`);
    await migrateFrom(database, migrationsDir);
  });

  afterAll(async () => {
    await drop?.();
    if (before) await rm(before, { recursive: true, force: true });
  });

  it('multiplies every stored amount by 100, exactly', async () => {
    const { db } = database;
    const props = rowsOf<{ title: string; n: number | null; h: number | null; l: number | null }>(
      await db.execute(sql`
        select title, nightly_rate_cents as n, hourly_rate_cents as h, list_price_cents as l
        from properties order by title`),
    );
    expect(props).toEqual([
      { title: 'Desk', n: null, h: 1200, l: 9600 },
      { title: 'Stay', n: 12000, h: 1500, l: 12000 },
      { title: 'Top', n: 10_000_000, h: null, l: 10_000_000 },
    ]);
    const bookings = rowsOf<{ t: string; r: string | null; f: number }>(
      await db.execute(sql`
        select total_cents::text as t, refund_cents::text as r, service_fee_cents as f
        from bookings order by id`),
    );
    // A year at the highest rate passes 2^31 cents: the totals are bigint.
    expect(bookings).toEqual([
      { t: '52000', r: null, f: 7500 },
      { t: '3640016000', r: '3640016000', f: 7500 },
    ]);
    const [dispute] = rowsOf<{ r: string }>(
      await db.execute(sql`select refund_cents::text as r from disputes`),
    );
    expect(dispute?.r).toBe('4000');
    const [claim] = rowsOf<{ a: number }>(
      await db.execute(sql`select amount_cents as a from workday_claims`),
    );
    expect(claim?.a).toBe(14800);
    const [settings] = rowsOf<{ s: number; c: number }>(
      await db.execute(sql`select service_fee_cents as s, cleaning_fee_cents as c from platform_settings`),
    );
    expect(settings).toEqual({ s: 6000, c: 9000 });
  });

  it('books through kazistay_book with a total in cents', async () => {
    const { db } = database;
    const [row] = rowsOf<{ id: string | null }>(
      await db.execute(sql`select kazistay_book(
        '00000000-0000-4000-8000-000000000002'::uuid, '00000000-0000-4000-8000-000000000011'::uuid,
        '2027-05-01'::date, '2027-05-03'::date, 1, 3640016000::bigint, 'migration-key', 7500, 300, 24, 30
      ) as id`),
    );
    expect(row?.id).toBeTruthy();
    const [booked] = rowsOf<{ t: string; f: number }>(
      await db.execute(
        sql`select total_cents::text as t, service_fee_cents as f from bookings where id = ${row?.id ?? null}`,
      ),
    );
    expect(booked).toEqual({ t: '3640016000', f: 7500 });
  });
});
