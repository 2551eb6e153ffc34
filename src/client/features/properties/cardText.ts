import { formatPrice } from '../../../shared/money';
import type { PriceQuote } from '../../../shared/pricing';
import type { PropertyCardView } from '../../../shared/property-view';

/** At most this many work and stay amenities show as badges, so every card keeps one height. */
export const CARD_WORK_AMENITIES = 2;
export const CARD_STAY_AMENITIES = 1;

export interface CardAmenities {
  work: string[];
  stay: string[];
  /** How many amenities the card leaves out ('+N more'); 0 shows nothing. */
  more: number;
}

/**
 * Up to 2 work amenities and 1 stay amenity. The spec shows '+N more' when there are more than 3 in total;
 * counting what is actually left out says the same for the usual 2 + 1 case and stays honest when one list is
 * short (1 work + 4 stay amenities shows 2 badges and '+3 more').
 */
export function cardAmenities(
  p: Pick<PropertyCardView, 'workAmenities' | 'stayAmenities' | 'propertyType'>,
): CardAmenities {
  // A workspace-only place has no stay to speak of: its card shows work facts only.
  const stayAmenities = p.propertyType === 'work_only' ? [] : p.stayAmenities;
  const work = p.workAmenities.slice(0, CARD_WORK_AMENITIES);
  const stay = stayAmenities.slice(0, CARD_STAY_AMENITIES);
  const more = p.workAmenities.length + stayAmenities.length - work.length - stay.length;
  return { work, stay, more };
}

/** Scores are out of 10, shown with one decimal: 'Work 8.5/10'. */
export function scoreText(score: number): string {
  return `${score.toFixed(1)}/10`;
}

/** '4.7 (12)', or 'New' for a property nobody has reviewed yet. */
export function ratingText(rating: number | null, count: number): string {
  return rating === null ? 'New' : `${rating.toFixed(1)} (${count})`;
}

/** The same for screen readers. */
export function ratingLabel(rating: number | null, count: number): string {
  if (rating === null) return 'New: no reviews yet';
  return `Rated ${rating.toFixed(1)} out of 5 from ${count} ${count === 1 ? 'review' : 'reviews'}`;
}

/** '$120 / night', '$96.50 / day', or 'Price unavailable'. */
export function priceText(price: PriceQuote | null): string {
  return price === null ? 'Price unavailable' : `${formatPrice(price.amountCents)} / ${price.unit}`;
}
