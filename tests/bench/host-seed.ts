/**
 * The host bench's data, written with a handful of set-based INSERT ... SELECT statements (generate_series and
 * hashint4 for repeatable pseudo-random values) rather than one insert per row: ~200 guests, LISTINGS listings of
 * one host, BOOKINGS_PER_LISTING bookings per listing laid end to end over the ~24 months around today (so active
 * bookings never overlap: the EXCLUDE constraint holds), reviews of some past stays, guest messages to the host
 * (some unread), host events and availability blocks on nights no booking takes. Postgres only.
 */
import type postgres from 'postgres';
import { allCities } from '../../src/shared/cities';
import { eventTypes } from '../../src/shared/calendar';

export interface SeedOptions {
  hostId: string;
  /** Today in the platform's zone (yyyy-MM-dd): bookings spread around it. */
  today: string;
  listings: number;
  bookingsPerListing: number;
  guests: number;
}

export interface SeedSummary {
  seconds: number;
  rows: Record<string, number>;
  databaseSize: string;
}

/**
 * Each listing's bookings sit one per SLOT_DAYS-day slot: at most 1 day in, at most 4 nights, 2 nights free. The
 * slots of listing n start n % SLOT_DAYS days later, so arrivals spread over the week as they would.
 */
const SLOT_DAYS = 7;

const titles = [
  'Kilimani loft',
  'Lakeside studio',
  'Garden cottage',
  'Rooftop apartment',
  'Coworking suite',
  'Ocean-view flat',
  'Hillside villa',
  'Quiet townhouse',
  'City studio',
  'Riverside bungalow',
];
const photos = [
  'balcony-lake',
  'desk-city-view',
  'bedroom-garden',
  'kitchen-bright',
  'living-room-sunny',
  'rooftop-terrace',
  'desk-lake-view',
  'coworking-lounge',
  'reading-nook',
  'garden-veranda',
].map((p) => `/demo/properties/${p}.webp`);
const firstNames = [
  'Amina',
  'Baraka',
  'Chloe',
  'David',
  'Esther',
  'Farah',
  'Grace',
  'Hassan',
  'Imani',
  'Joseph',
];
const lastNames = [
  'Otieno',
  'Mugisha',
  'Kamau',
  'Nakato',
  'Tesfaye',
  'Mwangi',
  'Uwase',
  'Okello',
  'Lado',
  'Haile',
];
const lines = [
  'Hi! Is early check-in possible?',
  'Is the desk big enough for two monitors?',
  'How fast is the internet in the evening?',
  'Can I extend my stay by two nights?',
  'Thanks, the place was great.',
  'Where do I pick up the keys?',
];

/** A text[] literal for SQL (the values are ours, quotes doubled anyway). */
function textArray(items: readonly string[]): string {
  return `array[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]::text[]`;
}

async function timed(label: string, run: () => Promise<unknown>): Promise<void> {
  const t0 = performance.now();
  await run();
  if (process.env.BENCH_VERBOSE) console.log(`  ${label}: ${Math.round(performance.now() - t0)} ms`);
}

export async function seedHost(sql: postgres.Sql, o: SeedOptions): Promise<SeedSummary> {
  const t0 = performance.now();
  const start = `('${o.today}'::date - ${Math.floor((o.bookingsPerListing * SLOT_DAYS) / 2)})`;
  const today = `'${o.today}'::date`;

  await timed('guests', () =>
    sql.unsafe(`
      with g as (
        select i, gen_random_uuid() as id, 'bench-guest-' || i || '@example.com' as email
        from generate_series(1, ${o.guests}) as i
      ), u as (
        insert into users (id, email, password_hash, email_verified_at, created_at)
        select id, email, 'x', now(), now() - make_interval(days => 400 + i) from g returning id
      )
      insert into profiles (id, email, full_name, role, created_at)
      select g.id, g.email,
        (${textArray(firstNames)})[1 + i % 10] || ' ' || (${textArray(lastNames)})[1 + (i / 10) % 10],
        'guest', now() - make_interval(days => 400 + i)
      from g join u on u.id = g.id`),
  );

  await timed('listings', () =>
    sql.unsafe(
      `
      insert into properties (host_id, title, description, city, country, address, property_type, nightly_rate_cents,
        hourly_rate_cents, images, workspace_score, stay_score, internet_speed, work_amenities, stay_amenities,
        bedrooms, beds, bathrooms, kitchen_available, house_rules, created_at, updated_at)
      select $1::uuid,
        (${textArray(titles)})[1 + h % 10] || ' ' || i,
        'A place to work and stay, listing ' || i || ', with fibre internet and a proper desk.',
        (${textArray(allCities.map((c) => c.city))})[1 + i % ${allCities.length}],
        (${textArray(allCities.map((c) => c.country))})[1 + i % ${allCities.length}],
        (1 + h % 200) || ' Main Road',
        (case when i % 4 = 0 then 'work_only' else 'work_and_stay' end)::property_type,
        case when i % 4 = 0 then null else (40 + h % 260) * 100 end,
        (5 + h % 20) * 100,
        (${textArray(photos)})[1 + h % 6 : 1 + h % 6 + (h / 7) % 5],
        6 + (h % 40) / 10.0, 6 + ((h / 3) % 40) / 10.0, 20 + h % 280,
        array['Fast WiFi', 'Dedicated Desk'], array['Full Kitchen', 'Parking'],
        1 + h % 3, 1 + h % 4, 1 + h % 2, h % 3 <> 0, array['No smoking'],
        -- Listed before their first booking (a year ago), the newest last.
        now() - make_interval(days => 360 + ${o.listings} - i), now() - make_interval(days => i % 90)
      from generate_series(1, ${o.listings}) as i, lateral (select abs(hashint4(i)) as h) as x`,
      [o.hostId],
    ),
  );

  // Listing n (by creation order) × slot k → one booking; a numbered copy of the listings keeps this one statement.
  await timed('bookings', () =>
    sql.unsafe(
      `
      with p as (
        select id, coalesce(nightly_rate_cents, hourly_rate_cents * 8) as rate, row_number() over (order by created_at, id) as n
        from properties where host_id = $1::uuid
      ), g as (
        select id, row_number() over (order by id) as n from profiles where email like 'bench-guest-%'
      ), b as (
        select p.id as property_id, p.rate, k, abs(hashint4((p.n * 1000 + k)::int)) as h,
          ${start} + (p.n % ${SLOT_DAYS})::int + ${SLOT_DAYS} * k + abs(hashint4((p.n * 1000 + k)::int)) % 2 as check_in
        from p, generate_series(0, ${o.bookingsPerListing - 1}) as k
      ), s as (
        select b.*, 1 + (h / 2) % 4 as nights, (h / 256) % 100 as r, g.id as user_id,
          -- Booked up to 40 days ahead; nothing is booked in the future.
          least(now() - make_interval(days => (h / 64) % 60, hours => 1 + h % 24),
            (check_in - 2 - (h / 64) % 40)::timestamptz) as created_at
        from b join g on g.n = 1 + (b.h / 8) % ${o.guests}
      ), t as (
        select s.*,
          case when r < 10 then 'cancelled' when check_in > ${today} and r < 30 then 'pending' else 'confirmed' end
            as status
        from s
      )
      insert into bookings (user_id, property_id, check_in, check_out, guests, total_cents, status, payment_status,
        refund_cents, cancelled_at, created_at, updated_at)
      select user_id, property_id, check_in, check_in + nights, 1 + (h / 4096) % 3, rate * nights,
        status::booking_status,
        (case
          when status = 'cancelled' and r < 6 then 'refunded'
          when status = 'cancelled' and r < 8 then 'completed'
          when status = 'cancelled' then 'pending'
          when status = 'pending' then 'pending'
          when check_in > ${today} and r < 45 then 'pending'
          else 'completed' end)::payment_status,
        case when status = 'cancelled' and r < 6 then (rate * nights) / (1 + r % 2)
             when status = 'cancelled' and r < 8 then 0 end,
        case when status = 'cancelled' then least(now(), created_at + make_interval(hours => 1 + h % 96)) end,
        created_at,
        case when status = 'cancelled' then least(now(), created_at + make_interval(hours => 1 + h % 96))
          else created_at end
      from t`,
      [o.hostId],
    ),
  );

  // A fifth of the past confirmed stays reviewed (the trigger keeps each listing's rating current).
  await timed('reviews', async () => {
    await sql.unsafe(`
      insert into reviews (property_id, user_id, booking_id, rating, work_rating, stay_rating, comment, created_at)
      select b.property_id, b.user_id, b.id, 3 + h % 3, 2 + (h / 3) % 4, 2 + (h / 12) % 4,
        case when h % 4 <> 0 then 'Great desk, fast internet, would stay again.' end,
        least(now(), (b.check_out + 1 + h % 5)::timestamptz)
      from bookings b, lateral (select abs(hashtext(b.id::text)) as h) as x
      where b.status = 'confirmed' and b.check_out <= ${today} and h % 5 = 0`);
    await sql.unsafe(
      `update bookings set is_reviewed = true where id in (select booking_id from reviews where booking_id is not null)`,
    );
  });

  // One guest message on every 25th booking; the host answered two thirds; the last fortnight's are unread.
  await timed('messages', async () => {
    await sql.unsafe(
      `
      insert into messages (sender_id, receiver_id, booking_id, content, created_at, read_at)
      select b.user_id, $1::uuid, b.id, (${textArray(lines)})[1 + h % ${lines.length}], m.at,
        case when m.at < now() - interval '14 days' or h % 3 = 0 then m.at + interval '2 hours' end
      from bookings b,
        lateral (select abs(hashtext(b.id::text)) as h) as x,
        lateral (select least(now() - interval '5 minutes', b.created_at + make_interval(hours => 1 + h % 48)) as at) as m
      where h % 25 = 0`,
      [o.hostId],
    );
    await sql.unsafe(
      `
      insert into messages (sender_id, receiver_id, booking_id, content, created_at, read_at)
      select $1::uuid, sender_id, booking_id, 'Thanks for your message, see you soon!',
        created_at + interval '3 hours', created_at + interval '5 hours'
      from messages where receiver_id = $1::uuid and abs(hashtext(id::text)) % 3 <> 0
        and created_at < now() - interval '1 day'`,
      [o.hostId],
    );
  });

  // Four events per listing over the two years, one of them in the current month.
  await timed('host events', () =>
    sql.unsafe(
      `
      with p as (select id, row_number() over (order by created_at, id) as n from properties where host_id = $1::uuid)
      insert into host_events (host_id, property_id, title, date, time, type, notes)
      select $1::uuid, p.id, 'Event ' || j || ' for listing ' || p.n,
        case when j = 0 then date_trunc('month', ${today})::date + (p.n % 28)::int
             else ${start} + ((p.n * 37 + j * 173) % ${o.bookingsPerListing * SLOT_DAYS})::int end,
        lpad((8 + (p.n + j) % 10)::text, 2, '0') || ':00',
        (${textArray(eventTypes)})[1 + (p.n + j) % ${eventTypes.length}]::host_event_type,
        case when j % 2 = 0 then 'Bring the spare key' end
      from p, generate_series(0, 3) as j`,
      [o.hostId],
    ),
  );

  // Every tenth slot of a listing closes its two free nights (no booking ever reaches them).
  await timed('availability blocks', () =>
    sql.unsafe(
      `
      with p as (select id, row_number() over (order by created_at, id) as n from properties where host_id = $1::uuid)
      insert into availability_blocks (property_id, start_date, end_date, status, source)
      select p.id, ${start} + (p.n % ${SLOT_DAYS})::int + ${SLOT_DAYS} * k + 5,
        ${start} + (p.n % ${SLOT_DAYS})::int + ${SLOT_DAYS} * k + 7,
        (case when k % 20 = p.n % 20 then 'blocked' else 'unavailable' end)::block_status, 'host'
      from p, generate_series(0, ${o.bookingsPerListing - 1}) as k
      where (k + p.n) % 10 = 0`,
      [o.hostId],
    ),
  );

  // The rating trigger rewrote each reviewed listing's row once per review: compact the listings as a live
  // database (autovacuum reusing the space as it goes) would have them, so plans see the tables' real size.
  await timed('vacuum analyze', async () => {
    await sql.unsafe('vacuum full properties');
    await sql.unsafe('vacuum analyze');
  });
  const seconds = (performance.now() - t0) / 1000;

  const counted = await sql.unsafe<{ t: string; n: number }[]>(`
    select 'properties' as t, count(*)::int as n from properties
    union all select 'bookings', count(*)::int from bookings
    union all select 'bookings (cancelled)', count(*)::int from bookings where status = 'cancelled'
    union all select 'bookings (this month)', count(*)::int from bookings
      where check_in < (date_trunc('month', ${today}) + interval '1 month')::date
        and check_out > date_trunc('month', ${today})::date
    union all select 'guests', count(*)::int from profiles where role = 'guest'
    union all select 'reviews', count(*)::int from reviews
    union all select 'messages', count(*)::int from messages
    union all select 'messages (unread by host)', count(*)::int from messages
      where receiver_id = '${o.hostId}' and read_at is null
    union all select 'host_events', count(*)::int from host_events
    union all select 'availability_blocks', count(*)::int from availability_blocks`);
  const [size] = await sql.unsafe<{ s: string }[]>(
    'select pg_size_pretty(pg_database_size(current_database())) as s',
  );
  return { seconds, rows: Object.fromEntries(counted.map((r) => [r.t, r.n])), databaseSize: size?.s ?? '?' };
}
