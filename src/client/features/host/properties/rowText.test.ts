import { describe, expect, it } from 'vitest';
import { locationText, rateLines, typeText } from './rowText';

describe('My Properties row text', () => {
  it('shows the location from what is known', () => {
    expect(locationText({ city: 'Nairobi', country: 'Kenya' })).toBe('Nairobi, Kenya');
    expect(locationText({ city: null, country: 'Kenya' })).toBe('Kenya');
    expect(locationText({ city: '', country: null })).toBe('—');
  });

  it('shows hourly and nightly rates in whole dollars', () => {
    expect(rateLines({ hourlyRate: 25, nightlyRate: 1200 })).toEqual(['$25 per hour', '$1,200 per night']);
    expect(rateLines({ hourlyRate: 0, nightlyRate: null })).toEqual(['$0 per hour']);
  });

  it('names the type as the form does', () => {
    expect(typeText({ propertyType: 'work_only' })).toBe('Work Only');
  });
});
