import { and, asc, count, eq, isNull, or, sql, type SQL } from 'drizzle-orm';
import { countries, type Country } from '../../../shared/cities';
import {
  HOST_PAGE_SIZE,
  HOST_TEXTS,
  stayAmenities,
  workAmenities,
  type HostPropertiesPage,
  type HostListingOption,
  type HostPropertyForm,
  type StayAmenity,
  type WorkAmenity,
} from '../../../shared/host';
import { isUuid } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { keysetOrder } from '../../db/cursor';
import { properties } from '../../db/schema';
import { AppError } from '../../errors';
import { foldedContains } from '../../db/like';
import { backupPowerOf } from '../properties/power';

export const listingNotFound = () => new AppError('not_found', HOST_TEXTS.notFound);

/** The caller's listing that is not archived: the only kind the host area shows or changes. */
export function ownListing(hostId: string, id: string): SQL | undefined {
  return and(eq(properties.id, id), eq(properties.hostId, hostId), isNull(properties.archivedAt));
}

/** Pickers (calendar, analytics): every listing of the host that is not archived, by title. */
export function hostListingOptions(db: Db, hostId: string): Promise<HostListingOption[]> {
  return db
    .select({ id: properties.id, title: properties.title })
    .from(properties)
    .where(and(eq(properties.hostId, hostId), isNull(properties.archivedAt)))
    .orderBy(asc(properties.title), asc(properties.id));
}

/** Title, city or country containing the term, ignoring case and accents. */
function searchCondition(term: string): SQL | undefined {
  const pattern = foldedContains(term);
  return or(
    sql`kazistay_fold(${properties.title}) like ${pattern}`,
    sql`kazistay_fold(coalesce(${properties.city}, '')) like ${pattern}`,
    sql`kazistay_fold(coalesce(${properties.country}, '')) like ${pattern}`,
  );
}

/** My Properties: the host's listings, newest first, a page at a time, optionally searched. */
export async function hostProperties(
  db: Db,
  hostId: string,
  input: { search?: string | undefined; page: number },
): Promise<HostPropertiesPage> {
  const where = and(
    eq(properties.hostId, hostId),
    isNull(properties.archivedAt),
    input.search ? searchCondition(input.search) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: properties.id,
        title: properties.title,
        cover: sql<string | null>`${properties.images}[1]`,
        propertyType: properties.propertyType,
        city: properties.city,
        country: properties.country,
        hourlyRateCents: properties.hourlyRateCents,
        nightlyRateCents: properties.nightlyRateCents,
        suspendedAt: properties.suspendedAt,
        suspensionReason: properties.suspensionReason,
      })
      .from(properties)
      .where(where)
      .orderBy(...keysetOrder(properties))
      .limit(HOST_PAGE_SIZE)
      .offset((input.page - 1) * HOST_PAGE_SIZE),
    db.select({ n: count() }).from(properties).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    items: rows.map(({ cover, suspendedAt, suspensionReason, ...r }) => ({
      ...r,
      image: cover,
      suspended: suspendedAt ? { at: suspendedAt.toISOString(), reason: suspensionReason ?? '' } : null,
    })),
    total: n,
    page: input.page,
    pageSize: HOST_PAGE_SIZE,
    pageCount: Math.ceil(n / HOST_PAGE_SIZE),
  };
}

const isCountry = (v: string | null): v is Country => countries.includes(v as Country);
const isWorkAmenity = (v: string): v is WorkAmenity => (workAmenities as string[]).includes(v);
const isStayAmenity = (v: string): v is StayAmenity => (stayAmenities as string[]).includes(v);

/** One of the host's listings with every field of the edit form. */
export async function hostProperty(db: Db, hostId: string, id: string): Promise<HostPropertyForm> {
  if (!isUuid(id)) throw listingNotFound();
  const [p] = await db.select().from(properties).where(ownListing(hostId, id)).limit(1);
  if (!p) throw listingNotFound();
  return {
    id: p.id,
    title: p.title,
    description: p.description ?? '',
    propertyType: p.propertyType,
    hourlyRateCents: p.hourlyRateCents ?? 0,
    nightlyRateCents: p.propertyType === 'work_only' ? null : p.nightlyRateCents,
    address: p.address ?? '',
    city: p.city ?? '',
    // Listings only come from this form or the demo data, both of which use the six countries.
    country: isCountry(p.country) ? p.country : 'Kenya',
    workAmenities: p.workAmenities.filter(isWorkAmenity),
    stayAmenities: p.stayAmenities.filter(isStayAmenity),
    internetSpeed: p.internetSpeed,
    backupPower: backupPowerOf(p),
    workspace: {
      desk: p.workspaceDesk ?? '',
      monitor: p.workspaceMonitor ?? '',
      lighting: p.workspaceLighting ?? '',
      noise: p.workspaceNoise ?? '',
      extras: p.workspaceExtras ?? '',
    },
    bedrooms: p.bedrooms,
    beds: p.beds,
    bathrooms: p.bathrooms,
    kitchen: p.kitchenAvailable ?? false,
    houseRules: p.houseRules,
    images: p.images,
  };
}
