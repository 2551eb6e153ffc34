import { Button, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { quoteStay } from '../../../../shared/booking';
import type { TripParams } from '../../../../shared/marketplace-params';
import { formatPrice } from '../../../../shared/money';
import type { PropertyDetailView } from '../../../../shared/property-view';
import { usePublicSettings } from '../../site/usePublicSettings';
import classes from './PropertyPage.module.css';

interface PhonePriceBarProps {
  property: PropertyDetailView;
  /** The dates and guests the booking card holds (kept in the page's address). */
  trip: TripParams;
  /** The id of the booking card's container: the bar's button brings it into view. */
  cardId: string;
}

/**
 * On a phone (and any width where the price card is not beside the details) a bar at the bottom of the
 * screen shows the price, or the stay's total once dates are chosen (the same quoteStay as the card), and
 * a button that takes the guest to the booking card with its first field focused.
 */
export function PhonePriceBar({ property, trip, cardId }: PhonePriceBarProps) {
  const fees = usePublicSettings().data;
  const [cardInView, setCardInView] = useState(false);
  useEffect(() => {
    const card = document.getElementById(cardId);
    if (!card) return;
    const observer = new IntersectionObserver(([entry]) => setCardInView(entry?.isIntersecting ?? false));
    observer.observe(card);
    return () => observer.disconnect();
  }, [cardId]);

  const { price } = property;
  if (!price || property.unavailable) return null;
  const quote =
    trip.checkIn && trip.checkOut && fees ? quoteStay(property, trip.checkIn, trip.checkOut, fees) : null;

  const openCard = () => {
    const card = document.getElementById(cardId);
    if (!card) return;
    card.scrollIntoView({ block: 'start' });
    card.querySelector<HTMLElement>('button:not([disabled]), select, input')?.focus({ preventScroll: true });
  };

  return (
    <div
      className={classes.priceBar}
      data-hidden={cardInView || undefined}
      role="region"
      aria-label="Price and booking"
    >
      {quote ? (
        <div>
          <Text fw={700} data-testid="price-bar-amount">
            {formatPrice(quote.totalCents)} total
          </Text>
          <Text size="xs" c="dimmed">
            {quote.units} {quote.unit}
            {quote.units === 1 ? '' : 's'}, fees included
          </Text>
        </div>
      ) : (
        <Text fw={700} data-testid="price-bar-amount">
          {formatPrice(price.amountCents)}{' '}
          <Text span c="dimmed" fw={400} size="sm">
            / {price.unit}
          </Text>
        </Text>
      )}
      <Button onClick={openCard}>{quote ? 'Reserve' : 'Check availability'}</Button>
    </div>
  );
}
