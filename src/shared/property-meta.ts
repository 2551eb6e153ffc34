import { countries } from './cities';
import { centsToDollars } from './money';
import { absoluteUrl, pageHead, type PageHead } from './page-meta';
import { PROPERTY_DEFAULTS, type PropertyDetailView } from './property-view';

/** Search results and link previews show about this much; a longer description is cut, not summarised. */
export const META_DESCRIPTION_LENGTH = 150;

/** The first META_DESCRIPTION_LENGTH characters, on one line (line breaks mean nothing in a meta tag). */
export function metaDescription(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, META_DESCRIPTION_LENGTH);
}

/**
 * The inverse of `locationText`, which writes 'City, Country'. The split is at the last comma: a host may type
 * a city with a comma in it ('Westlands, Nairobi'), a country has none. A single part is the city, unless it
 * is one of the countries we cover (a listing with a country and no city). The default text gives nothing.
 */
export function splitLocation(location: string): { locality: string | null; country: string | null } {
  const text = location.trim();
  if (!text || text === PROPERTY_DEFAULTS.location) return { locality: null, country: null };
  const cut = text.lastIndexOf(',');
  if (cut < 0) {
    return (countries as readonly string[]).includes(text)
      ? { locality: null, country: text }
      : { locality: text, country: null };
  }
  return { locality: text.slice(0, cut).trim() || null, country: text.slice(cut + 1).trim() || null };
}

/** The property page's canonical path. */
export function propertyPath(id: string): string {
  return `/property/${encodeURIComponent(id)}`;
}

/** schema.org Accommodation, so search engines can show the price, rating and place of a listing. */
export function accommodationJsonLd(property: PropertyDetailView, origin: string): Record<string, unknown> {
  const { locality, country } = splitLocation(property.location);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Accommodation',
    name: property.title,
    description: property.description,
    url: absoluteUrl(propertyPath(property.id), origin),
    image: property.images.map((src) => absoluteUrl(src, origin)),
  };
  if (locality || country || property.address) {
    data.address = {
      '@type': 'PostalAddress',
      ...(property.address ? { streetAddress: property.address } : {}),
      ...(locality ? { addressLocality: locality } : {}),
      ...(country ? { addressCountry: country } : {}),
    };
  }
  if (property.propertyType === 'work_and_stay') {
    data.numberOfBedrooms = property.stay.bedrooms;
    data.numberOfBathroomsTotal = property.stay.bathrooms;
  }
  if (property.ratingCount > 0 && property.rating !== null) {
    data.aggregateRating = {
      '@type': 'AggregateRating',
      ratingValue: property.rating,
      ratingCount: property.ratingCount,
      bestRating: 5,
      worstRating: 1,
    };
  }
  if (property.price) {
    // schema.org prices are in the currency's units: dollars, with cents as decimals.
    const price = centsToDollars(property.price.amountCents);
    data.offers = {
      '@type': 'Offer',
      price,
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price,
        priceCurrency: 'USD',
        unitText: property.price.unit === 'night' ? 'night' : 'day',
      },
    };
  }
  return data;
}

/**
 * Everything a property page puts in <head>. The server writes it into the HTML of a direct visit (crawlers
 * run no JavaScript) and the client sets the same tags when the visitor navigates to the page inside the app.
 */
export function propertyPageMeta(property: PropertyDetailView, origin: string): PageHead {
  return pageHead({
    title: property.title,
    description: metaDescription(property.description),
    canonicalPath: propertyPath(property.id),
    origin,
    image: property.images[0] ?? null,
    jsonLd: accommodationJsonLd(property, origin),
  });
}
