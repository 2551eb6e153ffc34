import { and, avg, count, countDistinct, desc, eq, gt, isNull } from 'drizzle-orm';
import {
  FEATURED_COUNT,
  PROPERTY_DEFAULTS,
  type HostCardView,
  type PlatformStats,
  type PropertyCardView,
  type PropertyDetailView,
} from '../../../shared/property-view';
import { isUuid } from '../../../shared/ids';
import type { Db } from '../../db/client';
import { profiles, properties, reviews } from '../../db/schema';
import { AppError } from '../../errors';
import { cardColumns, toCardView } from './cards';
import { listedCondition } from './visibility';
import { backupPowerOf } from './power';

/** A host is a superhost with at least this many reviews across their listings, averaging at least 4.7. */
const SUPERHOST_MIN_REVIEWS = 5;
const SUPERHOST_MIN_AVERAGE = 4.7;

export function notFound(): AppError {
  return new AppError('not_found', 'Property not found');
}

export async function featuredProperties(db: Db, userId: string | null): Promise<PropertyCardView[]> {
  const rows = await db
    .select(cardColumns(userId))
    .from(properties)
    .where(listedCondition)
    .orderBy(desc(properties.createdAt), desc(properties.id))
    .limit(FEATURED_COUNT);
  return rows.map(toCardView);
}

export async function propertyById(db: Db, id: string, userId: string | null): Promise<PropertyDetailView> {
  if (!isUuid(id)) throw notFound();
  const [row] = await db
    .select({
      card: cardColumns(userId),
      description: properties.description,
      address: properties.address,
      internetSpeed: properties.internetSpeed,
      backupPower: properties.backupPower,
      backupHours: properties.backupHours,
      backupKeepsWifi: properties.backupKeepsWifi,
      backupKeepsDesk: properties.backupKeepsDesk,
      desk: properties.workspaceDesk,
      monitor: properties.workspaceMonitor,
      lighting: properties.workspaceLighting,
      noise: properties.workspaceNoise,
      extras: properties.workspaceExtras,
      bedrooms: properties.bedrooms,
      beds: properties.beds,
      bathrooms: properties.bathrooms,
      kitchen: properties.kitchenAvailable,
      amenities: properties.amenities,
      rules: properties.houseRules,
      hostId: properties.hostId,
      hostActive: properties.hostActive,
      suspendedAt: properties.suspendedAt,
    })
    .from(properties)
    .where(and(eq(properties.id, id), isNull(properties.archivedAt)))
    .limit(1);
  if (!row) throw notFound();
  const card = toCardView(row.card);
  return {
    ...card,
    description: row.description?.trim() || PROPERTY_DEFAULTS.description,
    address: row.address,
    nightlyRateCents: row.card.nightlyRateCents,
    hourlyRateCents: row.card.hourlyRateCents,
    internetSpeed: row.internetSpeed ?? PROPERTY_DEFAULTS.internetSpeed,
    backupPower: backupPowerOf(row),
    workspace: {
      desk: row.desk,
      monitor: row.monitor,
      lighting: row.lighting,
      noise: row.noise,
      extras: row.extras,
    },
    stay: {
      bedrooms: row.bedrooms ?? PROPERTY_DEFAULTS.rooms,
      beds: row.beds ?? PROPERTY_DEFAULTS.rooms,
      bathrooms: row.bathrooms ?? PROPERTY_DEFAULTS.rooms,
      kitchen: row.kitchen ? 'Full kitchen available' : 'No kitchen',
      amenities: [...new Set([...card.stayAmenities, ...row.amenities])],
    },
    rules: row.rules,
    host: await hostCard(db, row.hostId),
    unavailable: !row.hostActive || row.suspendedAt !== null,
  };
}

/**
 * The host card. Superhost comes from the reviews of the host's listings; response time and rate need
 * message history (the messaging issue) and show fixed defaults (PROPERTY_DEFAULTS) until then.
 */
async function hostCard(db: Db, hostId: string): Promise<HostCardView> {
  const [[host], [score]] = await Promise.all([
    db
      .select({ name: profiles.fullName, avatarUrl: profiles.avatarUrl })
      .from(profiles)
      .where(eq(profiles.id, hostId))
      .limit(1),
    db
      .select({ n: count(), average: avg(reviews.rating) })
      .from(reviews)
      .innerJoin(properties, eq(properties.id, reviews.propertyId))
      .where(eq(properties.hostId, hostId)),
  ]);
  const reviewCount = score?.n ?? 0;
  const average = score?.average === null || score?.average === undefined ? 0 : Number(score.average);
  return {
    id: hostId,
    name: host?.name?.trim() || PROPERTY_DEFAULTS.hostName,
    avatarUrl: host?.avatarUrl || PROPERTY_DEFAULTS.avatar,
    isSuperhost: reviewCount >= SUPERHOST_MIN_REVIEWS && average >= SUPERHOST_MIN_AVERAGE,
    responseTime: PROPERTY_DEFAULTS.responseTime,
    responseRate: PROPERTY_DEFAULTS.responseRate,
  };
}

export async function platformStats(db: Db): Promise<PlatformStats> {
  const round1 = (v: string | number | null | undefined) =>
    v === null || v === undefined ? null : Math.round(Number(v) * 10) / 10;
  const [[props], [users], [work], [stay]] = await Promise.all([
    db
      .select({ n: count(), countries: countDistinct(properties.country) })
      .from(properties)
      .where(listedCondition),
    db.select({ n: count() }).from(profiles),
    db
      .select({ v: avg(reviews.workRating) })
      .from(reviews)
      .where(gt(reviews.workRating, 0)),
    db
      .select({ v: avg(reviews.stayRating) })
      .from(reviews)
      .where(gt(reviews.stayRating, 0)),
  ]);
  return {
    totalProperties: props?.n ?? 0,
    totalUsers: users?.n ?? 0,
    avgWorkRating: round1(work?.v),
    avgStayRating: round1(stay?.v),
    countries: props?.countries ?? 0,
  };
}
