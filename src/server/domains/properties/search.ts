import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { SearchFilters } from '../../../shared/search';
import type { Db } from '../../db/client';
import { keysetLimit, keysetOrder, keysetWhere, pageOf } from '../../db/cursor';
import { availabilityBlocks, bookings, properties } from '../../db/schema';
import { cardColumns, outerPropertyId, toCardView } from './cards';
import type { CountCache } from './count-cache';
import type { PropertyCardView } from '../../../shared/property-view';
import { likeEscape } from '../../db/like';
import { listedCondition } from './visibility';
import { countries } from '../../../shared/cities';
import { platformToday } from '../../../shared/dates';
import { holdsDates } from '../bookings/holds';
import { guaranteeInForce } from '../stays/guarantee-sql';
import {
  DEFAULT_LISTING_TIME_ZONE,
  listingTimeZone,
  overlapDays,
  cachedStayOverlap,
  type TeamHours,
} from '../../../shared/timezones';

export interface SearchResult {
  items: PropertyCardView[];
  nextCursor: string | null;
  /** Matching listings, counted up to COUNT_CAP. */
  total: number;
  /** True when more than COUNT_CAP match: show "1,000+". */
  totalCapped: boolean;
}

/** Counting stops here so a broad search costs the same at 100k listings as at 10k. */
export const COUNT_CAP = 1_000;

/**
 * Text conditions: every word of 3+ characters must occur in the folded text (pg_trgm GIN index); when the
 * query only has shorter words, titles or cities starting with them match (btree prefix indexes).
 */
function textCondition(search: string): SQL | undefined {
  const words = search.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  const long = words.filter((w) => w.length >= 3);
  if (long.length > 0) {
    return and(
      ...long.map((w) => sql`${properties.searchText} like ('%' || kazistay_fold(${likeEscape(w)}) || '%')`),
    );
  }
  const prefix = sql`kazistay_fold(${likeEscape(words.join(' '))}) || '%'`;
  return sql`(kazistay_fold(${properties.title}) like ${prefix} or kazistay_fold(${properties.city}) like ${prefix})`;
}

/** "Nairobi" or "Nairobi, Kenya" (the sitemap's form). */
function locationCondition(location: string): SQL | undefined {
  const [city, country] = location.split(',').map((s) => s.trim());
  if (!city) return undefined;
  const byCity = sql`lower(${properties.city}) = lower(${city})`;
  return country ? and(byCity, sql`lower(${properties.country}) = lower(${country})`) : byCity;
}

/**
 * Listings whose zone overlaps the team's hours at least `minMinutes` on every working day of the dates (or
 * today): a listing's zone is its country's, so this is a list of countries (the overlap is computed once per
 * zone, with the same function the cards use). A listing without a country counts as Nairobi's zone.
 */
function overlapCondition(team: TeamHours, minMinutes: number, checkIn?: string, checkOut?: string): SQL {
  const { from, to } = overlapDays(platformToday(), checkIn, checkOut);
  const meets = (zone: string) => cachedStayOverlap(team, zone, from, to).minMinutes >= minMinutes;
  const kept = countries.filter((country) => meets(listingTimeZone(country)));
  const inKept = kept.length > 0 ? sql`${properties.country} in ${kept}` : sql`false`;
  if (!meets(DEFAULT_LISTING_TIME_ZONE)) return inKept;
  return sql`(${inKept} or ${properties.country} is null or ${properties.country} not in ${countries})`;
}

/** Every filter but the cursor, as SQL conditions. */
export function filterConditions(f: SearchFilters): SQL[] {
  // A listing its host deleted, or whose host was deactivated, is never in search, nor in the sitemap's city
  // pages built on it.
  const conditions: (SQL | undefined)[] = [listedCondition];
  if (f.search) conditions.push(textCondition(f.search));
  if (f.type !== 'all') conditions.push(eq(properties.propertyType, f.type));
  if (f.location) conditions.push(locationCondition(f.location));
  // Short stays: listings bookable by the night. Long stays: those with a kitchen, for weeks or months.
  if (f.duration === 'short') conditions.push(eq(properties.propertyType, 'work_and_stay'));
  if (f.duration === 'long') {
    conditions.push(and(eq(properties.propertyType, 'work_and_stay'), eq(properties.kitchenAvailable, true)));
  }
  // Price bounds are whole dollars; list prices are cents.
  if (f.minPrice !== undefined) conditions.push(sql`${properties.listPriceCents} >= ${f.minPrice * 100}`);
  if (f.maxPrice !== undefined) conditions.push(sql`${properties.listPriceCents} <= ${f.maxPrice * 100}`);
  // Ratings are picked on a 1-5 scale; scores are out of 10.
  if (f.workRating > 0) conditions.push(sql`${properties.workspaceScore} >= ${f.workRating * 2}`);
  if (f.stayRating > 0) conditions.push(sql`${properties.stayScore} >= ${f.stayRating * 2}`);
  // Verified: the median guests measured meets the minimum (any measured speed without one), whatever the
  // host declares; otherwise the host's word.
  if (f.verifiedInternet) {
    conditions.push(sql`${properties.verifiedDownloadKbps} >= ${f.internet * 1000}`);
  } else if (f.internet > 0) conditions.push(sql`${properties.internetSpeed} >= ${f.internet}`);
  if (f.backupPower) conditions.push(sql`${properties.backupPower} <> 'none'`);
  if (f.workdayGuarantee) conditions.push(guaranteeInForce);
  if (f.minOverlap > 0 && f.team)
    conditions.push(overlapCondition(f.team, f.minOverlap, f.checkIn, f.checkOut));
  if (f.amenities.length > 0) {
    const wanted = sql`array[${sql.join(
      f.amenities.map((a) => sql`${a}`),
      sql`, `,
    )}]::text[]`;
    conditions.push(
      sql`(${properties.workAmenities} || ${properties.stayAmenities} || ${properties.amenities}) @> ${wanted}`,
    );
  }
  if (f.checkIn && f.checkOut) {
    conditions.push(sql`not exists (
      select 1 from ${bookings} b
      where b.property_id = ${outerPropertyId}
        and ${holdsDates('b')}
        and daterange(b.check_in, b.check_out) && daterange(${f.checkIn}::date, ${f.checkOut}::date)
    )`);
    // Nights the host (or an imported calendar) closed count as taken.
    conditions.push(sql`not exists (
      select 1 from ${availabilityBlocks} k
      where k.property_id = ${outerPropertyId}
        and daterange(k.start_date, k.end_date) && daterange(${f.checkIn}::date, ${f.checkOut}::date)
    )`);
  }
  return conditions.filter((c): c is SQL => c !== undefined);
}

/** Newest first, keyset-paginated on (created_at, id): stable when listings are added between pages. */
export async function searchProperties(
  db: Db,
  f: SearchFilters,
  userId: string | null,
  counts?: CountCache,
): Promise<SearchResult> {
  const conditions = filterConditions(f);
  const where = conditions.length > 0 ? and(...conditions) : undefined;
  const rows = await db
    .select(cardColumns(userId))
    .from(properties)
    .where(and(where, keysetWhere(properties, f.cursor)))
    .orderBy(...keysetOrder(properties))
    .limit(keysetLimit(f.limit));
  // cardColumns gives created_at as Postgres' text, full precision.
  const page = pageOf(rows, f.limit, (r) => ({ t: r.createdAt, id: r.id }));
  // A first page that holds every match is its own count; otherwise count (or reuse a recent count).
  const n = !f.cursor && page.next === null ? page.items.length : await cachedCount(db, f, where, counts);
  return {
    items: page.items.map(toCardView),
    nextCursor: page.next,
    total: Math.min(n, COUNT_CAP),
    totalCapped: n > COUNT_CAP,
  };
}

async function cachedCount(
  db: Db,
  f: SearchFilters,
  where: SQL | undefined,
  counts?: CountCache,
): Promise<number> {
  const { cursor: _cursor, limit: _limit, guests: _guests, ...filters } = f;
  const key = JSON.stringify(filters);
  const load = () => countMatches(db, where);
  const cached = counts?.get(key, load);
  if (cached !== undefined) return cached;
  const n = await load();
  counts?.set(key, n);
  return n;
}

/** Matching rows, counted up to COUNT_CAP + 1 (enough to say "1,000+"). */
async function countMatches(db: Db, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(
    db
      .select({ one: sql`1`.as('one') })
      .from(properties)
      .where(where)
      .limit(COUNT_CAP + 1)
      .as('matches'),
  );
  return row?.n ?? 0;
}
