import { describe, expect, it } from 'vitest';
import { cardAmenities, priceText, ratingLabel, ratingText, scoreText } from './cardText';

const stay = { propertyType: 'work_and_stay' } as const;

describe('property card text', () => {
  it('shows a workspace-only place’s work amenities only', () => {
    expect(
      cardAmenities({
        workAmenities: ['Fast WiFi', 'Monitor', 'Webcam'],
        stayAmenities: ['Kitchen'],
        propertyType: 'work_only',
      }),
    ).toEqual({ work: ['Fast WiFi', 'Monitor'], stay: [], more: 1 });
  });

  it('shows 2 work and 1 stay amenity and counts the rest', () => {
    expect(
      cardAmenities({
        workAmenities: ['Fast WiFi', 'Dedicated Desk', 'External Monitor'],
        stayAmenities: ['Kitchen', 'Pool'],
        propertyType: 'work_and_stay',
      }),
    ).toEqual({ work: ['Fast WiFi', 'Dedicated Desk'], stay: ['Kitchen'], more: 2 });
  });

  it('shows no "+N more" with 3 amenities or fewer', () => {
    expect(
      cardAmenities({ ...stay, workAmenities: ['Fast WiFi', 'Dedicated Desk'], stayAmenities: ['Kitchen'] })
        .more,
    ).toBe(0);
    expect(cardAmenities({ ...stay, workAmenities: [], stayAmenities: [] })).toEqual({
      work: [],
      stay: [],
      more: 0,
    });
  });

  it('counts what is left out when one list is short', () => {
    expect(
      cardAmenities({
        ...stay,
        workAmenities: ['Fast WiFi'],
        stayAmenities: ['Kitchen', 'Pool', 'Smart TV'],
      }),
    ).toEqual({ work: ['Fast WiFi'], stay: ['Kitchen'], more: 2 });
  });

  it('formats scores, ratings and prices', () => {
    expect(scoreText(8.5)).toBe('8.5/10');
    expect(scoreText(9)).toBe('9.0/10');
    expect(ratingText(4.7, 12)).toBe('4.7 (12)');
    expect(ratingText(null, 0)).toBe('New');
    expect(ratingLabel(5, 1)).toBe('Rated 5.0 out of 5 from 1 review');
    expect(priceText({ amountCents: 12_000, unit: 'night' })).toBe('$120 / night');
    expect(priceText({ amountCents: 9600, unit: 'day' })).toBe('$96 / day');
    expect(priceText({ amountCents: 9650, unit: 'day' })).toBe('$96.50 / day');
    expect(priceText(null)).toBe('Price unavailable');
  });
});
