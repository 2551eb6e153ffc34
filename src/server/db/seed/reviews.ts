import { randomUUID } from 'node:crypto';
import { addDays, platformToday } from '../../../shared/dates';
import { quoteStay } from '../../../shared/booking';
import { listingPrice } from '../../../shared/pricing';
import type { PropertyType } from '../../../shared/property';
import { createRandom } from './random';
import { DEFAULT_FEES } from '../../../shared/fees';

/** Reviews of places to stay and work in. */
const stayComments = [
  'The desk by the window was perfect for long calls, and the WiFi never dropped once.',
  'Quiet, clean and exactly as described. I got more done in a week here than a month at home.',
  'Fast internet, a proper chair and a host who checked the backup power before I arrived. Highly recommended.',
  'Lovely stay. The neighbourhood has great coffee spots within walking distance for a change of scene.',
  'Great value. The monitor made a real difference, and the kitchen meant I could cook after work.',
  'Comfortable bed, hot shower and strong WiFi. The host answered every question within minutes.',
  'A calm place to focus. Evenings on the balcony were the best part of the trip.',
  'Good workspace, though the street gets a bit noisy in the mornings. Would still stay again.',
  'The workspace was better than most coworking spaces I have used. Reliable power and a fast connection.',
  'Everything a remote worker needs. Check-in was smooth and the house rules were clear.',
];

/** Reviews of workspace-only places: nobody slept there, so they speak of the working day. */
const workComments = [
  'The desk by the window was perfect for long calls, and the WiFi never dropped once.',
  'Quiet and exactly as described. I got more done in a day here than a week at home.',
  'Fast internet, a proper chair and a host who checked the backup power before I arrived. Highly recommended.',
  'Great coffee spots within walking distance for a break between calls.',
  'Great value. The second monitor made a real difference to a long working day.',
  'Strong WiFi, good light and a host who answered every question within minutes.',
  'A calm place to focus. The meeting room was free whenever I needed a call.',
  'Good workspace, though the street gets a bit noisy in the mornings. Would still book again.',
  'Better than most coworking spaces I have used. Reliable power and a fast connection.',
  'Everything a remote worker needs for the day. Arriving was easy and the rules were clear.',
];

export interface SeedListing {
  id: string;
  propertyType: PropertyType;
  nightlyRateCents: number | null;
  hourlyRateCents: number | null;
}

/**
 * Past, finished stays by the demo guests and the reviews they wrote about them. A property's stays never
 * overlap (the bookings table refuses that) and all of them ended before today.
 */
export function buildDemoReviews(listings: SeedListing[], guestIds: string[], now = new Date(), seed = 77) {
  const random = createRandom(seed);
  const today = platformToday(now);
  const bookingRows = [];
  const reviewRows = [];
  for (const listing of listings) {
    if (!random.chance(0.7)) continue;
    const price = listingPrice(listing);
    if (!price) continue;
    let checkIn = addDays(today, -random.int(70, 90));
    for (let i = random.int(1, 4); i > 0; i--) {
      const nights = random.int(2, 7);
      const checkOut = addDays(checkIn, nights);
      if (checkOut >= addDays(today, -1)) break;
      const bookingId = randomUUID();
      const createdAt = new Date(`${addDays(checkIn, -random.int(5, 20))}T09:00:00Z`);
      bookingRows.push({
        id: bookingId,
        userId: random.pick(guestIds),
        propertyId: listing.id,
        checkIn,
        checkOut,
        guests: random.int(1, 2),
        totalCents: quoteStay(listing, checkIn, checkOut, DEFAULT_FEES)!.totalCents,
        status: 'confirmed' as const,
        paymentStatus: 'completed' as const,
        isReviewed: true,
        createdAt,
        updatedAt: createdAt,
      });
      const rating = random.chance(0.85) ? random.int(4, 5) : 3;
      reviewRows.push({
        propertyId: listing.id,
        userId: bookingRows.at(-1)!.userId,
        bookingId,
        rating,
        workRating: Math.min(5, Math.max(3, rating + random.int(-1, 1))),
        stayRating:
          listing.propertyType === 'work_only' ? 0 : Math.min(5, Math.max(3, rating + random.int(-1, 1))),
        comment: random.pick(listing.propertyType === 'work_only' ? workComments : stayComments),
        createdAt: new Date(
          `${addDays(checkOut, random.int(0, 1))}T${String(random.int(8, 20)).padStart(2, '0')}:15:00Z`,
        ),
      });
      checkIn = addDays(checkOut, random.int(1, 6));
    }
  }
  // The first guest (guest@kazistay.com) also has a finished stay waiting for a review and an upcoming trip,
  // on listings nobody else has booked.
  const booked = new Set(bookingRows.map((b) => b.propertyId));
  const free = listings.filter(
    (l) => !booked.has(l.id) && l.propertyType === 'work_and_stay' && listingPrice(l),
  );
  const guestId = guestIds[0];
  const extra = [
    { listing: free[0], checkIn: addDays(today, -6), checkOut: addDays(today, -3) },
    { listing: free[1], checkIn: addDays(today, 20), checkOut: addDays(today, 24) },
  ];
  for (const { listing, checkIn, checkOut } of extra) {
    if (!listing || !guestId) continue;
    // Booked ten days ahead of the stay, or an hour ago for a trip sooner than that (never in the future).
    const createdAt = new Date(
      Math.min(Date.parse(`${addDays(checkIn, -10)}T09:00:00Z`), now.getTime() - 3_600_000),
    );
    bookingRows.push({
      id: randomUUID(),
      userId: guestId,
      propertyId: listing.id,
      checkIn,
      checkOut,
      guests: 1,
      totalCents: quoteStay(listing, checkIn, checkOut, DEFAULT_FEES)!.totalCents,
      status: 'confirmed' as const,
      paymentStatus: 'completed' as const,
      isReviewed: false,
      createdAt,
      updatedAt: createdAt,
    });
  }
  return { bookings: bookingRows, reviews: reviewRows };
}
