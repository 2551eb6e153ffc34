import { and, avg, count, desc, eq, isNull } from 'drizzle-orm';
import {
  CATALOG_TEXTS,
  type ProviderProfileView,
  type ServiceReviewView,
} from '../../../shared/service-catalog';
import type { Db } from '../../db/client';
import { profiles, providerProfiles, serviceReviews, services } from '../../db/schema';
import { AppError } from '../../errors';
import { listedServicesOf } from './catalog';

/** Reviews shown on a profile, newest first. */
const REVIEWS_SHOWN = 50;

/** The provider's rating: the average of every review of theirs (one decimal) and how many there are. */
async function providerRating(
  db: Db,
  providerId: string,
): Promise<{ ratingAvg: number | null; ratingCount: number }> {
  const [row] = await db
    .select({ avg: avg(serviceReviews.rating), n: count() })
    .from(serviceReviews)
    .where(eq(serviceReviews.providerId, providerId));
  const n = row?.n ?? 0;
  return { ratingAvg: n > 0 ? Math.round(Number(row?.avg) * 10) / 10 : null, ratingCount: n };
}

async function reviewsOf(db: Db, providerId: string): Promise<ServiceReviewView[]> {
  const rows = await db
    .select({
      id: serviceReviews.id,
      rating: serviceReviews.rating,
      comment: serviceReviews.comment,
      reviewerName: profiles.fullName,
      serviceTitle: services.title,
      createdAt: serviceReviews.createdAt,
    })
    .from(serviceReviews)
    .innerJoin(profiles, eq(profiles.id, serviceReviews.reviewerId))
    .innerJoin(services, eq(services.id, serviceReviews.serviceId))
    .where(eq(serviceReviews.providerId, providerId))
    .orderBy(desc(serviceReviews.createdAt))
    .limit(REVIEWS_SHOWN);
  return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
}

/** /services/provider/{id}: a verified (not revoked) provider whose account is active; anyone else is not found. */
export async function providerProfile(db: Db, providerId: string): Promise<ProviderProfileView> {
  const [row] = await db
    .select({
      id: providerProfiles.userId,
      displayName: providerProfiles.displayName,
      bio: providerProfiles.bio,
      avatarUrl: providerProfiles.avatarUrl,
    })
    .from(providerProfiles)
    .innerJoin(profiles, eq(profiles.id, providerProfiles.userId))
    .where(
      and(
        eq(providerProfiles.userId, providerId),
        isNull(providerProfiles.revokedAt),
        isNull(profiles.deactivatedAt),
      ),
    );
  if (!row) throw new AppError('not_found', CATALOG_TEXTS.providerNotFound);
  const [rating, listed, reviews] = await Promise.all([
    providerRating(db, providerId),
    listedServicesOf(db, providerId),
    reviewsOf(db, providerId),
  ]);
  return { ...row, verified: true, ...rating, services: listed, reviews };
}
