import { count, eq } from 'drizzle-orm';
import { RECENT_SERVICE_BOOKINGS, type ProviderDashboardView } from '../../../shared/service-bookings';
import type { Db } from '../../db/client';
import { providerProfiles, serviceBookings } from '../../db/schema';
import { providerBookings } from './booking-views';
import { earnings, paymentHistory } from './payments';

/**
 * /provider/dashboard: the cards from the payments ledger and the bookings, the bookings that need the provider
 * first, and the payment history. Every figure is read from the ledger, so the cards equal its sums.
 */
export async function providerDashboard(
  db: Db,
  providerId: string,
  now = new Date(),
): Promise<ProviderDashboardView> {
  const [[profile], counts, totals, recentBookings, payments] = await Promise.all([
    db
      .select({ displayName: providerProfiles.displayName })
      .from(providerProfiles)
      .where(eq(providerProfiles.userId, providerId)),
    db
      .select({ status: serviceBookings.status, n: count() })
      .from(serviceBookings)
      .where(eq(serviceBookings.providerId, providerId))
      .groupBy(serviceBookings.status),
    earnings(db, providerId),
    providerBookings(db, providerId, RECENT_SERVICE_BOOKINGS, now),
    paymentHistory(db, providerId),
  ]);
  const countOf = (status: string) => counts.find((c) => c.status === status)?.n ?? 0;
  return {
    displayName: profile?.displayName ?? '',
    totalEarnings: totals.paid,
    pendingEarnings: totals.pending,
    completedBookings: countOf('completed'),
    pendingBookings: countOf('pending'),
    recentBookings,
    payments,
  };
}
