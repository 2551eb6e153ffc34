import { describe, expect, it } from 'vitest';
import { serializeJsonLd, staticPageHead } from './page-meta';
import { accommodationJsonLd, propertyPageMeta, splitLocation } from './property-meta';
import { locationText, type PropertyDetailView } from './property-view';

const property: PropertyDetailView = {
  id: '6f1c2a8e-0000-4000-8000-000000000001',
  title: 'Lakeside Loft',
  location: 'Kampala, Uganda',
  timeZone: 'Africa/Kampala',
  backupPower: { kind: 'none', hours: null, keepsWifi: false, keepsDesk: false },
  propertyType: 'work_and_stay',
  price: { amountCents: 12000, unit: 'night' },
  rating: 4.7,
  ratingCount: 12,
  images: ['/demo/properties/a.webp', 'https://cdn.example.com/b.webp'],
  workspaceScore: 9,
  stayScore: 8,
  workAmenities: [],
  stayAmenities: [],
  verifiedDownloadMbps: null,
  workdayGuarantee: false,
  saved: false,
  description: 'x'.repeat(200),
  address: 'Plot 4, Lake Road',
  nightlyRateCents: 12000,
  hourlyRateCents: null,
  internetSpeed: 150,
  workspace: { desk: 'Standing desk', monitor: null, lighting: null, noise: null, extras: null },
  stay: { bedrooms: 2, beds: 2, bathrooms: 1, kitchen: 'Full kitchen available', amenities: [] },
  rules: ['No smoking'],
  host: {
    id: 'h',
    name: 'Amina',
    avatarUrl: '',
    isSuperhost: true,
    responseTime: 'within an hour',
    responseRate: 98,
  },
  unavailable: false,
};

describe('splitLocation', () => {
  it('reads back what locationText wrote: city before the last comma, country after it', () => {
    expect(splitLocation(locationText('Dar es Salaam', 'Tanzania'))).toEqual({
      locality: 'Dar es Salaam',
      country: 'Tanzania',
    });
    expect(splitLocation(locationText('Westlands, Nairobi', 'Kenya'))).toEqual({
      locality: 'Westlands, Nairobi',
      country: 'Kenya',
    });
  });

  it('takes a single part as the city unless it is a country, and the default text as nothing', () => {
    expect(splitLocation(locationText('Juba', null))).toEqual({ locality: 'Juba', country: null });
    expect(splitLocation(locationText(null, 'South Sudan'))).toEqual({
      locality: null,
      country: 'South Sudan',
    });
    expect(splitLocation(locationText(null, null))).toEqual({ locality: null, country: null });
  });
});

describe('propertyPageMeta', () => {
  it('gives the title, the first 150 characters, absolute addresses and the Open Graph tags', () => {
    const meta = propertyPageMeta(
      { ...property, description: `${'word '.repeat(20)}\n\n${'x'.repeat(200)}` },
      'https://kazistay.test',
    );
    expect(meta.title).toBe('Lakeside Loft — KaziStay');
    expect(meta.description).toHaveLength(150);
    expect(meta.description).not.toContain('\n');
    expect(meta.canonicalPath).toBe('/property/6f1c2a8e-0000-4000-8000-000000000001');
    expect(meta.url).toBe('https://kazistay.test/property/6f1c2a8e-0000-4000-8000-000000000001');
    expect(meta.og).toEqual({
      'og:title': 'Lakeside Loft — KaziStay',
      'og:description': meta.description,
      'og:url': meta.url,
      'og:image': 'https://kazistay.test/demo/properties/a.webp',
    });
  });

  it('describes an Accommodation with its address, rating and nightly offer', () => {
    expect(accommodationJsonLd(property, 'https://kazistay.test')).toMatchObject({
      '@type': 'Accommodation',
      name: 'Lakeside Loft',
      url: 'https://kazistay.test/property/6f1c2a8e-0000-4000-8000-000000000001',
      image: ['https://kazistay.test/demo/properties/a.webp', 'https://cdn.example.com/b.webp'],
      address: { addressLocality: 'Kampala', addressCountry: 'Uganda', streetAddress: 'Plot 4, Lake Road' },
      numberOfBedrooms: 2,
      aggregateRating: { ratingValue: 4.7, ratingCount: 12 },
      offers: { price: 120, priceCurrency: 'USD', priceSpecification: { unitText: 'night' } },
    });
  });

  it('gives the offer in dollars, cents as decimals', () => {
    const data = accommodationJsonLd(
      { ...property, price: { amountCents: 12050, unit: 'day' } },
      'https://kazistay.test',
    );
    expect(data).toMatchObject({
      offers: { price: 120.5, priceSpecification: { price: 120.5, unitText: 'day' } },
    });
  });

  it('leaves out the rating of an unreviewed listing and the address of one without a place', () => {
    const data = accommodationJsonLd(
      { ...property, rating: null, ratingCount: 0, location: 'Location not specified', address: null },
      'https://kazistay.test',
    );
    expect(data.aggregateRating).toBeUndefined();
    expect(data.address).toBeUndefined();
  });
});

describe('staticPageHead', () => {
  it('titles the fixed pages and knows no others', () => {
    expect(staticPageHead('/faq', 'https://kazistay.test')).toMatchObject({
      title: 'FAQ — KaziStay',
      url: 'https://kazistay.test/faq',
      jsonLd: null,
    });
    expect(staticPageHead('/no-such-page', 'https://kazistay.test')).toBeUndefined();
  });
});

describe('serializeJsonLd', () => {
  it('never lets the JSON close its script element, and reads back unchanged', () => {
    const data = { name: '</script><b>\u2028' };
    const text = serializeJsonLd(data);
    expect(text).not.toContain('<');
    expect(text).not.toContain('\u2028');
    expect(JSON.parse(text)).toEqual(data);
  });
});
