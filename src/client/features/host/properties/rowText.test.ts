import { describe, expect, it } from 'vitest';
import { locationText, rateLines, typeText } from './rowText';

describe('My Properties row text', () => {
  it('shows the location from what is known', () => {
    expect(locationText({ city: 'Nairobi', country: 'Kenya' })).toBe('Nairobi, Kenya');
    expect(locationText({ city: null, country: 'Kenya' })).toBe('Kenya');
    expect(locationText({ city: '', country: null })).toBe('—');
  });

  it('shows hourly and nightly rates in dollars, with cents only when there are some', () => {
    expect(rateLines({ hourlyRateCents: 2500, nightlyRateCents: 120_000 })).toEqual([
      '$25 per hour',
      '$1,200 per night',
    ]);
    expect(rateLines({ hourlyRateCents: 0, nightlyRateCents: null })).toEqual(['$0 per hour']);
    expect(rateLines({ hourlyRateCents: 1250, nightlyRateCents: 12_005 })).toEqual([
      '$12.50 per hour',
      '$120.05 per night',
    ]);
  });

  it('names the type as the form does', () => {
    expect(typeText({ propertyType: 'work_only' })).toBe('Work Only');
  });
});
