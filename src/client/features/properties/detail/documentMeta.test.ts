// @vitest-environment jsdom
import { act, createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { describe, expect, it } from 'vitest';
import { DEFAULT_DESCRIPTION } from '../../../../shared/page-meta';
import type { PropertyDetailView } from '../../../../shared/property-view';
import { accommodationJsonLd, propertyDocumentMeta, serializeJsonLd, splitLocation } from './documentMeta';
import { JSON_LD_ID, useDocumentMeta } from './useDocumentMeta';

const property: PropertyDetailView = {
  id: '6f1c2a8e-0000-4000-8000-000000000001',
  title: 'Lakeside Loft',
  location: 'Kampala, Uganda',
  propertyType: 'work_and_stay',
  price: { amount: 120, unit: 'night' },
  rating: 4.7,
  ratingCount: 12,
  images: ['/demo/properties/a.webp', 'https://cdn.example.com/b.webp'],
  workspaceScore: 9,
  stayScore: 8,
  workAmenities: [],
  stayAmenities: [],
  saved: false,
  description: 'x'.repeat(200),
  address: 'Plot 4, Lake Road',
  nightlyRate: 120,
  hourlyRate: null,
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
};

describe('property document meta', () => {
  it('splits "City, Country" and ignores the default location text', () => {
    expect(splitLocation('Dar es Salaam, Tanzania')).toEqual({
      locality: 'Dar es Salaam',
      country: 'Tanzania',
    });
    expect(splitLocation('Location not specified')).toEqual({ locality: null, country: null });
  });

  it('describes the property with the first 150 characters and absolute image URLs', () => {
    const meta = propertyDocumentMeta(property, 'https://kazistay.test');
    expect(meta.description).toHaveLength(150);
    expect(meta.image).toBe('https://kazistay.test/demo/properties/a.webp');
    const data = accommodationJsonLd(property, 'https://kazistay.test');
    expect(data).toMatchObject({
      '@type': 'Accommodation',
      name: 'Lakeside Loft',
      image: ['https://kazistay.test/demo/properties/a.webp', 'https://cdn.example.com/b.webp'],
      address: { addressLocality: 'Kampala', addressCountry: 'Uganda', streetAddress: 'Plot 4, Lake Road' },
      aggregateRating: { ratingValue: 4.7, ratingCount: 12 },
      offers: { price: 120, priceCurrency: 'USD' },
    });
  });

  it('leaves out the rating of an unreviewed listing', () => {
    const data = accommodationJsonLd({ ...property, rating: null, ratingCount: 0 }, 'https://kazistay.test');
    expect(data.aggregateRating).toBeUndefined();
  });

  it('never lets the JSON close its script element', () => {
    expect(serializeJsonLd({ name: '</script><b>' })).not.toContain('<');
  });
});

describe('useDocumentMeta', () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

  it('sets the head while mounted and restores it on unmount', () => {
    document.title = 'KaziStay — work and stay anywhere';
    const description = document.createElement('meta');
    description.setAttribute('name', 'description');
    description.setAttribute('content', 'Site description');
    document.head.appendChild(description);

    const meta = propertyDocumentMeta(property, 'https://kazistay.test');
    function Probe() {
      useDocumentMeta(meta);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe)));

    expect(document.title).toBe('Lakeside Loft — KaziStay');
    expect(description.getAttribute('content')).toBe('x'.repeat(150));
    expect(document.head.querySelector('meta[property="og:title"]')?.getAttribute('content')).toBe(
      'Lakeside Loft — KaziStay',
    );
    const script = document.getElementById(JSON_LD_ID);
    expect(script?.getAttribute('type')).toBe('application/ld+json');
    expect(JSON.parse(script?.textContent ?? '{}')).toMatchObject({ name: 'Lakeside Loft' });
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'https://kazistay.test/property/6f1c2a8e-0000-4000-8000-000000000001',
    );

    act(() => root.unmount());
    expect(document.title).toBe('KaziStay — work and stay anywhere');
    expect(description.getAttribute('content')).toBe('Site description');
    expect(document.head.querySelector('meta[property^="og:"]')).toBeNull();
    expect(document.getElementById(JSON_LD_ID)).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    description.remove();
  });

  it("does not leave a directly visited property's own tags to the next page", () => {
    const meta = propertyDocumentMeta(property, 'https://kazistay.test');
    // What the server writes into the HTML of /property/<id>.
    document.head.innerHTML = `<meta name="description" content="${meta.description}" />
      <meta property="og:title" content="Lakeside Loft — KaziStay" />
      <link rel="canonical" href="${meta.url}" />
      <script type="application/ld+json" id="${JSON_LD_ID}">{}</script>`;
    document.title = 'Lakeside Loft — KaziStay';
    function Probe() {
      useDocumentMeta(meta);
      return null;
    }
    const root = createRoot(document.createElement('div'));
    act(() => root.render(createElement(Probe)));
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll(`#${JSON_LD_ID}`)).toHaveLength(1);

    act(() => root.unmount());
    expect(document.title).toBe('KaziStay — work and stay anywhere');
    expect(document.head.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      DEFAULT_DESCRIPTION,
    );
    expect(document.head.querySelector('meta[property="og:title"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.getElementById(JSON_LD_ID)).toBeNull();
  });
});
