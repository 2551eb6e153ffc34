import { and, eq, gt, or, sql } from 'drizzle-orm';
import { SERVICE_REQUEST_LIMITS } from '../../../shared/limits';
import { SERVICE_REQUEST_LIMIT_TEXTS } from '../../../shared/service-bookings';
import { serviceBookings } from '../../db/schema';
import { AppError } from '../../errors';
import { tooMany } from '../../limits/limits';
import type { Tx } from '../../realtime/events';

const { openPerProvider, perHour } = SERVICE_REQUEST_LIMITS;
const windowMs = perHour.windowSeconds * 1000;

/**
 * Refuses a guest's new request past SERVICE_REQUEST_LIMITS (429), counted on the stored requests, so a retry
 * of a stored request and a request refused for its date cost nothing. Call it in the transaction that stores
 * the request: it holds a lock per guest until that transaction ends, so parallel requests of one guest are
 * counted one after the other and never pass the limit together. A copy of a request stored meanwhile (same
 * idempotency key, sent in parallel) is let through: its insert meets the stored one and that is the answer.
 */
export async function checkRequestLimits(
  tx: Tx,
  request: { guestId: string; providerId: string; idempotencyKey: string },
  now: Date,
): Promise<void> {
  const { guestId, providerId, idempotencyKey } = request;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`service-requests:${guestId}`}, 0))`);
  const mine = eq(serviceBookings.guestId, guestId);
  const [copy] = await tx
    .select({ id: serviceBookings.id })
    .from(serviceBookings)
    .where(and(mine, eq(serviceBookings.idempotencyKey, idempotencyKey)));
  if (copy) return;
  const since = new Date(now.getTime() - windowMs);
  const inWindow = gt(serviceBookings.createdAt, since);
  const [counts] = await tx
    .select({
      open: sql<number>`count(*) filter (where ${and(eq(serviceBookings.providerId, providerId), eq(serviceBookings.status, 'pending'))})`.mapWith(
        Number,
      ),
      recent: sql<number>`count(*) filter (where ${inWindow})`.mapWith(Number),
      oldestMs: sql<
        number | null
      >`(extract(epoch from min(${serviceBookings.createdAt}) filter (where ${inWindow})) * 1000)::float8`.mapWith(
        Number,
      ),
    })
    .from(serviceBookings)
    .where(and(mine, or(eq(serviceBookings.status, 'pending'), inWindow)));
  if (!counts) return;
  // Frees up when the provider answers or the guest withdraws one, not after a time: no retryAfterSeconds.
  if (counts.open >= openPerProvider) {
    throw new AppError('too_many_requests', SERVICE_REQUEST_LIMIT_TEXTS.openWithProvider);
  }
  if (counts.recent >= perHour.points && counts.oldestMs !== null) {
    // A place frees up when the hour's first request leaves the window.
    throw tooMany(
      { retryAfterMs: counts.oldestMs + windowMs - now.getTime() },
      SERVICE_REQUEST_LIMIT_TEXTS.perHour,
    );
  }
}
