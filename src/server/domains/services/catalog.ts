import { and, desc, eq, isNull, sql, type SQL } from 'drizzle-orm';
import {
  CATALOG_TEXTS,
  SERVICE_PAGE_SIZE,
  serviceInput,
  serviceSearchInput,
  type ServiceCardView,
  type ServiceDetailView,
  type ServiceInput,
  type ServiceSearchInput,
  type ServiceSearchResult,
  type ServiceStatus,
} from '../../../shared/service-catalog';
import { timeSlotOptions } from '../../../shared/service-bookings';
import {
  priceToCents,
  type ServiceCategoryId,
  type ServiceCurrency,
  type WeekDay,
} from '../../../shared/services';
import { rowsOf, type Db } from '../../db/client';
import { likeEscape } from '../../db/like';
import { providerProfiles, services } from '../../db/schema';
import { AppError } from '../../errors';
import type { FileStorage } from '../../files/storage';
import { checkPhotos, lockUploadsOf, type Tx } from '../host/photos';
import type { CountCache } from '../properties/count-cache';

const cardColumns = {
  id: services.id,
  title: services.title,
  description: services.description,
  categoryId: services.categoryId,
  priceCents: services.priceCents,
  currency: services.currency,
  photos: services.photos,
  status: services.status,
  providerId: services.providerId,
  providerName: providerProfiles.displayName,
  providerAvatar: providerProfiles.avatarUrl,
};

type CardRow = {
  id: string;
  title: string;
  description: string;
  categoryId: string;
  priceCents: number;
  currency: string;
  photos: string[];
  status: ServiceStatus;
  providerId: string;
  providerName: string;
  providerAvatar: string | null;
};

function toCard(r: CardRow): ServiceCardView {
  return {
    id: r.id,
    title: r.title,
    description: r.description,
    categoryId: r.categoryId as ServiceCategoryId,
    priceCents: r.priceCents,
    currency: r.currency as ServiceCurrency,
    photos: r.photos,
    status: r.status,
    provider: { id: r.providerId, displayName: r.providerName, avatarUrl: r.providerAvatar },
  };
}

const selectCards = (db: Db | Tx) =>
  db
    .select(cardColumns)
    .from(services)
    .innerJoin(providerProfiles, eq(providerProfiles.userId, services.providerId));

/** What the public sees: active, and its provider's account active (deactivation clears provider_active). */
const listedService: SQL = and(eq(services.status, 'active'), eq(services.providerActive, true))!;

export const serviceNotFound = () => new AppError('not_found', CATALOG_TEXTS.notYourService);

/**
 * The search's words for kazistay_service_search (drizzle/0033): every word of 3+ characters must occur in the
 * folded title and description (the trigram index); a query of only shorter words matches titles starting with
 * it. LIKE-escaped here, folded there.
 */
function searchTerms(q: string | undefined): { words: string[]; prefix: string | null } {
  const words = (q ?? '').split(/\s+/).filter(Boolean).slice(0, 8);
  const long = words.filter((w) => w.length >= 3);
  if (long.length > 0 || words.length === 0) return { words: long.map(likeEscape), prefix: null };
  return { words: [], prefix: likeEscape(words.join(' ')) };
}

/** Counting stops here, so a broad search costs the same at 50,000 services as at 5,000 ('1,000+ services'). */
const SERVICE_COUNT_CAP = 1_000;

/**
 * /services: newest first, one page of SERVICE_PAGE_SIZE, with the count of matches up to SERVICE_COUNT_CAP. The
 * filters are kazistay_service_search's (drizzle/0033: one query, planned for the trigram index). A recent count
 * for the same filters is reused (`counts`, per instance; the services themselves are always read fresh), and a
 * first page that holds every match is its own count.
 */
export async function searchServices(
  db: Db,
  raw: ServiceSearchInput,
  counts?: CountCache,
): Promise<ServiceSearchResult> {
  const input = serviceSearchInput.parse(raw);
  const { words, prefix } = searchTerms(input.q);
  const wordList =
    words.length > 0
      ? sql`array[${sql.join(
          words.map((w) => sql`${w}`),
          sql`, `,
        )}]::text[]`
      : sql`'{}'::text[]`;
  const search = (limit: number, offset: number, walk: boolean) =>
    sql`kazistay_service_search(${input.category ?? null}, ${wordList}, ${prefix}, ${limit}, ${offset}, ${walk})`;
  const count = async () => {
    const [row] = rowsOf<{ n: number }>(
      await db.execute(sql`select count(*)::int as n from ${search(SERVICE_COUNT_CAP + 1, 0, !input.q)} m`),
    );
    return row?.n ?? 0;
  };
  const key = JSON.stringify([input.category ?? null, input.q?.toLowerCase() ?? null]);
  // Without words, a page is found by walking the newest-first index; with words, by the trigram index unless
  // the words are in most services (then the walk finds a page at once).
  let n = input.q ? await cachedCount(key, count, counts) : null;
  const rows = await db
    .select(cardColumns)
    .from(
      sql`${search(SERVICE_PAGE_SIZE, (input.page - 1) * SERVICE_PAGE_SIZE, n === null || n > SERVICE_COUNT_CAP)} with ordinality as m(id, n)`,
    )
    .innerJoin(services, sql`${services.id} = m.id`)
    .innerJoin(providerProfiles, eq(providerProfiles.userId, services.providerId))
    .orderBy(sql`m.n`);
  if (n === null) {
    const whole = input.page === 1 && rows.length < SERVICE_PAGE_SIZE;
    n = whole ? rows.length : await cachedCount(key, count, counts);
  }
  const shown = Math.min(n, SERVICE_COUNT_CAP);
  return {
    items: rows.map(toCard),
    total: shown,
    totalCapped: n > SERVICE_COUNT_CAP,
    page: input.page,
    pageCount: Math.max(1, Math.ceil(shown / SERVICE_PAGE_SIZE)),
  };
}

/**
 * The same page for every visitor: /services lists what is public, with nothing of the viewer in it. So each
 * instance serves a page it found in the last SERVICE_SEARCH_CACHE_SECONDS (5 s) again instead of searching
 * again, for at most this many different pages; visitors asking for a page being searched wait for that one
 * search. A change on this instance (a provider's service, an admin's decision) drops them all; a change made
 * on another instance shows here within those seconds.
 */
export const SERVICE_PAGES_CACHED = 1_000;

/** The cache key of a search: the filters as searched (words are case-insensitive) and the page. */
export function serviceSearchKey(raw: ServiceSearchInput): string {
  const input = serviceSearchInput.parse(raw);
  const q = input.q?.trim().toLowerCase().split(/\s+/).join(' ') || null;
  return JSON.stringify([input.category ?? null, q, input.page]);
}

/** A recent count for these filters when there is one (a stale one is refreshed in the background), else `load`. */
async function cachedCount(key: string, load: () => Promise<number>, counts?: CountCache): Promise<number> {
  const cached = counts?.get(key, load);
  if (cached !== undefined) return cached;
  const n = await load();
  counts?.set(key, n);
  return n;
}

/** The booking page's service: listed ones only (a paused service cannot be booked). */
export async function serviceDetail(db: Db | Tx, id: string): Promise<ServiceDetailView> {
  const [row] = await db
    .select({
      ...cardColumns,
      availability: providerProfiles.availability,
      timeSlots: providerProfiles.timeSlots,
    })
    .from(services)
    .innerJoin(providerProfiles, eq(providerProfiles.userId, services.providerId))
    .where(and(eq(services.id, id), listedService));
  if (!row) throw serviceNotFound();
  return {
    ...toCard(row),
    availability: row.availability as WeekDay[],
    timeSlots: timeSlotOptions(row.timeSlots),
  };
}

/** A provider's services, every status (Your Services on the dashboard), newest first. */
export async function myServices(db: Db, providerId: string): Promise<ServiceCardView[]> {
  const rows = await selectCards(db)
    .where(eq(services.providerId, providerId))
    .orderBy(desc(services.createdAt), desc(services.id));
  return rows.map(toCard);
}

/** The listed services of one provider (their public profile). */
export async function listedServicesOf(db: Db, providerId: string): Promise<ServiceCardView[]> {
  const rows = await selectCards(db)
    .where(and(eq(services.providerId, providerId), listedService))
    .orderBy(desc(services.createdAt), desc(services.id));
  return rows.map(toCard);
}

/** One of my services, for its edit page: another provider's is not found. */
export async function myService(db: Db | Tx, providerId: string, id: string): Promise<ServiceCardView> {
  const [row] = await selectCards(db).where(and(eq(services.id, id), eq(services.providerId, providerId)));
  if (!row) throw serviceNotFound();
  return toCard(row);
}

/**
 * Holds the provider's standing for a write to their catalogue: a share lock on their unrevoked profile row, so a
 * revocation (which locks it for update and pauses every service) waits for the write or the write sees it.
 */
async function lockCurrentProvider(tx: Tx, providerId: string): Promise<void> {
  const [row] = await tx
    .select({ userId: providerProfiles.userId })
    .from(providerProfiles)
    .where(and(eq(providerProfiles.userId, providerId), isNull(providerProfiles.revokedAt)))
    .for('share');
  if (!row) throw new AppError('forbidden', CATALOG_TEXTS.notProvider);
}

interface CatalogDeps {
  db: Db;
  storage: Pick<FileStorage, 'keyOf'>;
}

function values(input: ReturnType<typeof serviceInput.parse>) {
  return {
    title: input.title,
    description: input.description,
    categoryId: input.categoryId,
    priceCents: priceToCents(input.price) ?? 0,
    currency: input.currency,
    photos: input.photos,
    status: input.status,
  };
}

/** Adds a service of mine; its photos must be my own uploads. */
export async function createService(
  deps: CatalogDeps,
  providerId: string,
  raw: ServiceInput,
): Promise<ServiceCardView> {
  const input = serviceInput.parse(raw);
  return deps.db.transaction(async (tx) => {
    await lockCurrentProvider(tx, providerId);
    await lockUploadsOf(tx, providerId);
    await checkPhotos(tx, deps.storage, providerId, input.photos, []);
    const [row] = await tx
      .insert(services)
      .values({ providerId, ...values(input) })
      .returning({ id: services.id });
    return myService(tx, providerId, row!.id);
  });
}

/** Changes a service of mine; another provider's is not found. Bookings keep the price they were made at. */
export async function updateService(
  deps: CatalogDeps,
  providerId: string,
  id: string,
  raw: ServiceInput,
): Promise<ServiceCardView> {
  return deps.db.transaction(async (tx) => {
    await lockCurrentProvider(tx, providerId);
    await lockUploadsOf(tx, providerId);
    const current = await myService(tx, providerId, id);
    const input = serviceInput.parse({ ...raw, status: raw.status ?? current.status });
    await checkPhotos(tx, deps.storage, providerId, input.photos, current.photos);
    await tx
      .update(services)
      .set({ ...values(input), updatedAt: new Date() })
      .where(and(eq(services.id, id), eq(services.providerId, providerId)));
    return myService(tx, providerId, id);
  });
}

/** Pauses a service of mine (it leaves /services; its bookings go on) or makes it active again. */
export async function setServiceStatus(
  db: Db,
  providerId: string,
  id: string,
  status: ServiceStatus,
): Promise<ServiceCardView> {
  return db.transaction(async (tx) => {
    await lockCurrentProvider(tx, providerId);
    const updated = await tx
      .update(services)
      .set({ status, updatedAt: new Date() })
      .where(and(eq(services.id, id), eq(services.providerId, providerId)))
      .returning({ id: services.id });
    if (updated.length === 0) throw serviceNotFound();
    return myService(tx, providerId, id);
  });
}
