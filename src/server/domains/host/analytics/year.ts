import type { AnalyticsMonth, AnalyticsTotals, AnalyticsYear } from '../../../../shared/analytics';

/** Bookings of one check-in month that are alike for money and cancellation, as SQL counted them. */
export interface BookingGroup {
  month: string;
  cancelled: boolean;
  count: number;
  /** Sum of the lead times (days) of the group's bookings. */
  leadDays: number;
  /** What the host keeps of the whole group (bookingMoney × count). */
  earningsCents: number;
}

/** Per month, as SQL summed it. */
export interface MonthFacts {
  month: string;
  nights: number;
  available: number;
  stars: number;
  reviews: number;
}

interface Sums {
  earnings: number;
  nights: number;
  available: number;
  bookings: number;
  cancellations: number;
  leadDays: number;
  kept: number;
  stars: number;
  reviews: number;
}

const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

function figures(s: Sums): AnalyticsTotals {
  return {
    netEarningsCents: s.earnings,
    nightsBooked: s.nights,
    availableNights: s.available,
    // A stay booked before its listing's recorded creation (imported data) must not show over 100%.
    occupancyRate: s.available === 0 ? 0 : Math.min(1, round(s.nights / s.available, 4)),
    bookings: s.bookings,
    cancellations: s.cancellations,
    avgLeadTimeDays: s.kept === 0 ? null : round(s.leadDays / s.kept, 1),
    avgRating: s.reviews === 0 ? null : round(s.stars / s.reviews, 2),
    reviews: s.reviews,
  };
}

const emptySums = (): Sums => ({
  earnings: 0,
  nights: 0,
  available: 0,
  bookings: 0,
  cancellations: 0,
  leadDays: 0,
  kept: 0,
  stars: 0,
  reviews: 0,
});

/** The months and their totals from the two queries' rows; totals are sums (and ratios of sums). */
export function buildYear(months: string[], groups: BookingGroup[], facts: MonthFacts[]): AnalyticsYear {
  const byMonth = new Map(months.map((m) => [m, emptySums()]));
  const total = emptySums();
  for (const g of groups) {
    for (const s of [byMonth.get(g.month), total]) {
      if (!s) continue;
      s.earnings += g.earningsCents;
      s.bookings += g.count;
      if (g.cancelled) s.cancellations += g.count;
      else {
        s.kept += g.count;
        s.leadDays += g.leadDays;
      }
    }
  }
  for (const f of facts) {
    for (const s of [byMonth.get(f.month), total]) {
      if (!s) continue;
      s.nights += Number(f.nights);
      s.available += Number(f.available);
      s.stars += Number(f.stars);
      s.reviews += Number(f.reviews);
    }
  }
  const rows: AnalyticsMonth[] = months.map((month) => ({ month, ...figures(byMonth.get(month)!) }));
  return {
    months: rows,
    totals: figures(total),
    hasData: total.bookings + total.nights + total.reviews > 0,
  };
}
