import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
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
import type { Db } from '../../db/client';
import { foldedContains } from '../../db/like';
import { providerProfiles, services } from '../../db/schema';
import { AppError } from '../../errors';
import type { FileStorage } from '../../files/storage';
import { checkPhotos, lockUploadsOf, type Tx } from '../host/photos';

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
export const listedService: SQL = and(eq(services.status, 'active'), eq(services.providerActive, true))!;

export const serviceNotFound = () => new AppError('not_found', CATALOG_TEXTS.notYourService);

/** Every word must occur in the folded title and description: accent- and case-insensitive (pg_trgm). */
function textCondition(q: string): SQL | undefined {
  const words = q.split(/\s+/).filter(Boolean).slice(0, 8);
  if (words.length === 0) return undefined;
  return and(...words.map((w) => sql`${services.searchText} like ${foldedContains(w)}`));
}

/** /services: newest first, one page of SERVICE_PAGE_SIZE, with the count of every match. */
export async function searchServices(db: Db, raw: ServiceSearchInput): Promise<ServiceSearchResult> {
  const input = serviceSearchInput.parse(raw);
  const where = and(
    listedService,
    input.category ? eq(services.categoryId, input.category) : undefined,
    input.q ? textCondition(input.q) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    selectCards(db)
      .where(where)
      .orderBy(desc(services.createdAt), desc(services.id))
      .limit(SERVICE_PAGE_SIZE)
      .offset((input.page - 1) * SERVICE_PAGE_SIZE),
    db.select({ n: count() }).from(services).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map(toCard),
    total: n,
    page: input.page,
    pageCount: Math.max(1, Math.ceil(n / SERVICE_PAGE_SIZE)),
  };
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

export interface CatalogDeps {
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
  const input = serviceInput.parse(raw);
  return deps.db.transaction(async (tx) => {
    await lockUploadsOf(tx, providerId);
    const current = await myService(tx, providerId, id);
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
  const updated = await db
    .update(services)
    .set({ status, updatedAt: new Date() })
    .where(and(eq(services.id, id), eq(services.providerId, providerId)))
    .returning({ id: services.id });
  if (updated.length === 0) throw serviceNotFound();
  return myService(db, providerId, id);
}
