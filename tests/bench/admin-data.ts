/**
 * The admin bench's data (tests/bench/admin.ts), written with set-based INSERT ... SELECT statements
 * (generate_series, hashint4 for repeatable pseudo-random values), Postgres only:
 * - USERS accounts (users + profiles): varied names and e-mails, joined over the last two years, one in 1,000
 *   today (East Africa Time), one in 97 deactivated, one in 40 a host, most with a last sign-in;
 * - LISTINGS listings (tests/support/bulk-properties), spread over those hosts;
 * - BOOKINGS bookings: listing n's bookings one per SLOT-day slot, laid end to end over about two years around
 *   today (so active bookings never overlap: the EXCLUDE constraint holds), mixed status and payment, a few
 *   refunds, older ones under older terms (service fee, host fee); inserted in created_at order, as they would
 *   have been made;
 * - the payout of every paid booking (completed before today, scheduled after), as the ledger would have them:
 *   otherwise the app's payout job (JOBS on, for the reports) would sweep a million bookings during the timing;
 * - REVIEWS reviews of past confirmed stays.
 * Then VACUUM ANALYZE.
 */
import type postgres from 'postgres';
import type { Db } from '../../src/server/db/client';
import { platformDayStart } from '../../src/shared/dates';
import { bulkInsertProperties } from '../support/bulk-properties';

export interface AdminSeedOptions {
  users: number;
  listings: number;
  bookings: number;
  reviews: number;
  /** Today in platform time (yyyy-MM-dd). */
  today: string;
}

const FIRST = [
  'Amina',
  'Baraka',
  'Wanjiru',
  'Otieno',
  'Grace',
  'Wanjiku',
  'Hassan',
  'Imani',
  'Joseph',
  'Njeri',
  'Zawadi',
  'Kofi',
  'Aïcha',
  'Mugisha',
  'Esther',
  'Tesfaye',
  'Wambui',
  'Paul',
  'Chloé',
  'Daudi',
];
const LAST = [
  'Mwangi',
  'Kamau',
  'Nakato',
  'Okello',
  'Haile',
  'Uwase',
  'Wanjala',
  'Achieng',
  'Lado',
  'Mutua',
  'Kiprop',
  'Nyambura',
  'Ochieng',
  'Kagame',
  'Said',
  'Abebe',
  'Owino',
  'Chebet',
  'Mbeki',
  'Njoroge',
];
const DOMAINS = ['example.com', 'mail.example.org', 'kazi.example.net', 'work.example.co.ke'];
const COMMENTS = [
  'Great desk, fast internet, would stay again.',
  'Quiet and bright; the fibre never dropped.',
  'Good location, the chair could be better.',
];

const list = (items: readonly string[]) =>
  `(array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[])`;

export interface AdminSeedSummary {
  seconds: number;
  rows: Record<string, number>;
  databaseSize: string;
}

async function step(label: string, run: () => Promise<unknown>): Promise<void> {
  const t0 = performance.now();
  await run();
  console.log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
}

export async function seedAdmin(sql: postgres.Sql, db: Db, o: AdminSeedOptions): Promise<AdminSeedSummary> {
  const t0 = performance.now();
  const todayStart = platformDayStart(o.today).toISOString();
  const twoYears = 730 * 86_400;

  await step(`${o.users.toLocaleString()} users`, async () => {
    // Accounts made today (EAT) join between the day's start and now.
    await sql.unsafe(`
      create temporary table bench_people on commit preserve rows as
      select i, gen_random_uuid() as id, h,
        ${list(FIRST)}[1 + h % ${FIRST.length}] || ' ' || ${list(LAST)}[1 + (h / 32) % ${LAST.length}] as name,
        lower(${list(FIRST)}[1 + h % ${FIRST.length}]) || '.' || lower(${list(LAST)}[1 + (h / 32) % ${LAST.length}])
          || i || '@' || ${list(DOMAINS)}[1 + (h / 1024) % ${DOMAINS.length}] as email,
        case when i % 1000 = 0 then now() - (now() - '${todayStart}'::timestamptz) * ((h % 997) / 997.0)
             else now() - make_interval(secs => 86400 + h % ${twoYears}) end as joined
      from generate_series(1, ${o.users}) as i, lateral (select abs(hashint4(i)) as h) as x`);
    await sql.unsafe(`
      insert into users (id, email, password_hash, email_verified_at, last_sign_in_at, created_at)
      select id, email, 'x', joined + interval '10 minutes',
        case when h % 5 <> 0 then least(now(), joined + make_interval(secs => h % ${twoYears})) end, joined
      from bench_people`);
    await sql.unsafe(`
      insert into profiles (id, email, full_name, role, created_at, updated_at, deactivated_at)
      select id, email, name, (case when i % 40 = 0 then 'host' else 'guest' end)::role, joined, joined,
        case when i % 97 = 0 then least(now(), joined + interval '3 days') end
      from bench_people`);
    await sql.unsafe('drop table bench_people');
  });

  await step(`${o.listings.toLocaleString()} listings`, async () => {
    await bulkInsertProperties(db, o.listings);
    // Spread over the seeded hosts (bulkInsertProperties makes 20 of its own).
    await sql.unsafe(`
      with h as (
        select id, row_number() over (order by created_at, id) as n from profiles
        where role = 'host' and email not like 'user%@example.com'
      ), p as (select id, row_number() over (order by id) as n from properties)
      update properties set host_id = h.id
      from p, h, (select count(*) as c from h) as hc
      where properties.id = p.id and h.n = 1 + p.n % hc.c`);
  });

  const [{ guests } = { guests: 1 }] = await sql.unsafe<{ guests: number }[]>(
    "select count(*)::int as guests from profiles where role = 'guest'",
  );
  const perListing = Math.ceil(o.bookings / o.listings);
  // Each listing's stays one per SLOT days, at most SLOT-1 nights, over ~two years (85% of them past).
  const slot = Math.max(2, Math.floor(730 / perListing));
  const start = `('${o.today}'::date - ${Math.round(perListing * slot * 0.85)})`;
  await step(`${o.bookings.toLocaleString()} bookings`, () =>
    sql.unsafe(`
      with p as (select id, list_price_cents as rate, row_number() over (order by id) - 1 as n from properties),
      g as (select id, row_number() over (order by id) - 1 as n from profiles where role = 'guest'),
      b as (
        select i, abs(hashint4(i)) as h, abs(hashint4(i + 7919)) as h2, p.id as property_id, p.rate,
          ${start} + (p.n % ${slot})::int + ${slot} * (i / ${o.listings})::int as check_in
        from generate_series(0, ${o.bookings - 1}) as i
        join p on p.n = i % ${o.listings}
      ), c as (
        select b.*, 1 + h % ${Math.min(4, slot - 1)} as nights, h % 100 as r,
          -- Booked 1 to 60 days ahead; a booking for later than that was made in the last 60 days.
          case when b.check_in::timestamptz - make_interval(days => 1 + h2 % 60, secs => h % 86400) <= now()
            then b.check_in::timestamptz - make_interval(days => 1 + h2 % 60, secs => h % 86400)
            else now() - make_interval(secs => h2 % (60 * 86400)) end as created_at
        from b
      ), s as (
        select c.*, case when r < 8 then 'cancelled'
          when check_in > '${o.today}'::date and r < 25 then 'pending' else 'confirmed' end as status
        from c
      )
      insert into bookings (user_id, property_id, check_in, check_out, guests, total_cents, status,
        payment_status, refund_cents, cancelled_at, service_fee_cents, host_fee_bp, payout_delay_hours, created_at,
        updated_at)
      select g.id, s.property_id, s.check_in, s.check_in + s.nights, 1 + (s.h2 / 7) % 4, s.rate * s.nights,
        s.status::booking_status,
        (case when s.status = 'cancelled' and r < 3 then 'refunded'
              when s.status = 'cancelled' and r < 5 then 'completed'
              when s.status = 'confirmed' and s.check_in > '${o.today}'::date and r >= 80 then 'pending'
              when s.status = 'confirmed' then 'completed'
              else 'pending' end)::payment_status,
        case when s.status = 'cancelled' and r < 2 then s.rate * s.nights
             when s.status = 'cancelled' and r < 3 then (s.rate * s.nights) / 2
             when s.status = 'cancelled' and r < 5 then 0 end,
        case when s.status = 'cancelled' then least(now(), s.created_at + interval '1 day') end,
        -- The terms changed a year ago: older bookings keep the old ones.
        case when s.created_at < now() - interval '1 year' then 6000 else 7500 end,
        case when s.created_at < now() - interval '1 year' then 250 else 300 end,
        24, s.created_at,
        case when s.status = 'cancelled' then least(now(), s.created_at + interval '1 day') else s.created_at end
      from s join g on g.n = s.h2 % ${guests}
      -- In the order they were made, as an app that has run for two years would have written them.
      order by s.created_at`),
  );

  await step('payouts of paid bookings', () =>
    sql.unsafe(`
      insert into payouts (booking_id, payee_id, amount_cents, platform_fee_cents, status, release_at,
        payout_date, paid_at, created_at, updated_at)
      select b.id, p.host_id, m.earn, m.fee,
        (case when m.earn = 0 then 'cancelled' when m.release <= now() then 'completed' else 'scheduled' end)
          ::payout_status,
        m.release, m.release, case when m.earn > 0 and m.release <= now() then m.release end,
        b.created_at, b.created_at
      from bookings b join properties p on p.id = b.property_id,
        lateral (select greatest(0, (b.total_cents - coalesce(b.refund_cents, 0)) * (10000 - b.host_fee_bp) / 10000)
            as earn, b.total_cents * b.host_fee_bp / 10000 as fee,
          (b.check_in::timestamp at time zone 'Africa/Nairobi') + make_interval(hours => b.payout_delay_hours)
            as release) as m
      where b.payment_status in ('completed', 'refunded')`),
  );

  await step(`${o.reviews.toLocaleString()} reviews`, async () => {
    const [eligible] = await sql.unsafe<{ n: number }[]>(`
      select count(*)::int as n from bookings where status = 'confirmed' and check_out <= '${o.today}'::date`);
    const every = Math.max(1, Math.floor((eligible?.n ?? 0) / o.reviews));
    // The rating trigger updates the listing once per review: set the ratings once afterwards instead.
    await sql.unsafe('alter table reviews disable trigger reviews_refresh_property_rating');
    await sql.unsafe(`
      insert into reviews (property_id, user_id, booking_id, rating, work_rating, stay_rating, comment, created_at)
      select b.property_id, b.user_id, b.id, 2 + h % 4, 1 + (h / 5) % 5, 1 + (h / 25) % 5,
        case when h % 3 <> 0 then ${list(COMMENTS)}[1 + (h / 125) % ${COMMENTS.length}] end,
        least(now() - interval '1 minute', b.check_out::timestamptz + make_interval(days => h % 6, secs => h % 86400))
      from bookings b, lateral (select abs(hashtext(b.id::text)) as h) as x
      where b.status = 'confirmed' and b.check_out <= '${o.today}'::date and h % ${every} = 0
      order by h limit ${o.reviews}`);
    await sql.unsafe('alter table reviews enable trigger reviews_refresh_property_rating');
    await sql.unsafe(`
      update properties p set rating_avg = s.a, rating_count = s.n
      from (select property_id, round(avg(rating)::numeric, 1) as a, count(*)::int as n from reviews
            group by property_id) s
      where p.id = s.property_id`);
    await sql.unsafe(
      'update bookings set is_reviewed = true where id in (select booking_id from reviews where booking_id is not null)',
    );
  });

  await step('vacuum analyze', () => sql.unsafe('vacuum analyze'));
  return { ...(await seededRows(sql, o.today)), seconds: (performance.now() - t0) / 1000 };
}

/** What a seeded database holds (seconds: 0; seedAdmin sets its own). */
export async function seededRows(sql: postgres.Sql, today: string): Promise<AdminSeedSummary> {
  const todayStart = platformDayStart(today).toISOString();
  const counted = await sql.unsafe<{ t: string; n: number }[]>(`
    select 'users' as t, count(*)::int as n from profiles
    union all select 'users joined today (EAT)', count(*)::int from profiles
      where created_at >= '${todayStart}'::timestamptz
    union all select 'users deactivated', count(*)::int from profiles where deactivated_at is not null
    union all select 'hosts', count(*)::int from profiles where role = 'host'
    union all select 'listings', count(*)::int from properties
    union all select 'bookings', count(*)::int from bookings
    union all select 'bookings cancelled', count(*)::int from bookings where status = 'cancelled'
    union all select 'bookings refunded', count(*)::int from bookings where payment_status = 'refunded'
    union all select 'bookings last 30 days', count(*)::int from bookings
      where created_at >= now() - interval '30 days'
    union all select 'payouts', count(*)::int from payouts
    union all select 'reviews', count(*)::int from reviews
    union all select 'reviews last 7 days', count(*)::int from reviews
      where created_at >= now() - interval '7 days'`);
  const [size] = await sql.unsafe<{ s: string }[]>(
    'select pg_size_pretty(pg_database_size(current_database())) as s',
  );
  return {
    seconds: 0,
    rows: Object.fromEntries(counted.map((r) => [r.t, r.n])),
    databaseSize: size?.s ?? '?',
  };
}

/**
 * The EAT day period ending `to` (inclusive) holding about `target` bookings by created_at: walks back a day
 * at a time from `to` until the count reaches the target. Returns the period and its exact count.
 */
export async function periodHolding(
  sql: postgres.Sql,
  to: string,
  target: number,
): Promise<{ from: string; to: string; bookings: number }> {
  const days = await sql.unsafe<{ day: string; n: number }[]>(`
    select (created_at at time zone 'Africa/Nairobi')::date::text as day, count(*)::int as n
    from bookings where created_at < ('${to}'::date + 1)::timestamp at time zone 'Africa/Nairobi'
    group by 1 order by 1 desc`);
  let total = 0;
  for (const d of days) {
    total += d.n;
    if (total >= target) return { from: d.day, to, bookings: total };
  }
  return { from: days[days.length - 1]?.day ?? to, to, bookings: total };
}
