import { PROPERTY_DEFAULTS, type PropertyDetailView } from '../../../../shared/property-view';

/** Spec 000 §2: the page description is the first 150 characters of the property description. */
export const META_DESCRIPTION_LENGTH = 150;

export interface DocumentMeta {
  /** The page's own title; the hook adds ' — KaziStay'. */
  title: string;
  description: string;
  /** Absolute URL of the share image. */
  image: string | null;
  /** Absolute, canonical URL of the page. */
  url: string;
  /** Structured data (schema.org), serialised into a JSON-LD script. */
  jsonLd: Record<string, unknown> | null;
}

function absoluteUrl(path: string, origin: string): string {
  try {
    return new URL(path, origin).href;
  } catch {
    return path;
  }
}

/** 'Nairobi, Kenya' -> { locality: 'Nairobi', country: 'Kenya' }; the default text gives nothing. */
export function splitLocation(location: string): { locality: string | null; country: string | null } {
  if (!location.trim() || location === PROPERTY_DEFAULTS.location) return { locality: null, country: null };
  const cut = location.lastIndexOf(',');
  if (cut < 0) return { locality: location.trim(), country: null };
  return { locality: location.slice(0, cut).trim() || null, country: location.slice(cut + 1).trim() || null };
}

/** schema.org Accommodation for a property page (spec 000 §2: structured data for an accommodation). */
export function accommodationJsonLd(property: PropertyDetailView, origin: string): Record<string, unknown> {
  const { locality, country } = splitLocation(property.location);
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Accommodation',
    name: property.title,
    description: property.description,
    url: absoluteUrl(`/property/${encodeURIComponent(property.id)}`, origin),
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
    data.offers = {
      '@type': 'Offer',
      price: property.price.amount,
      priceCurrency: 'USD',
      priceSpecification: {
        '@type': 'UnitPriceSpecification',
        price: property.price.amount,
        priceCurrency: 'USD',
        unitText: property.price.unit === 'night' ? 'night' : 'day',
      },
    };
  }
  return data;
}

/** The first 150 characters, on one line (as the server writes it into the HTML). */
export function metaDescription(text: string): string {
  return text.replace(/\s+/g, ' ').trim().slice(0, META_DESCRIPTION_LENGTH);
}

/** Everything the property page puts in <head>. */
export function propertyDocumentMeta(property: PropertyDetailView, origin: string): DocumentMeta {
  const first = property.images[0];
  return {
    title: property.title,
    description: metaDescription(property.description),
    image: first ? absoluteUrl(first, origin) : null,
    url: absoluteUrl(`/property/${encodeURIComponent(property.id)}`, origin),
    jsonLd: accommodationJsonLd(property, origin),
  };
}

/**
 * JSON for a <script type="application/ld+json">. '<' is escaped so the text can never close the script
 * element, even if the document is serialised and parsed again.
 */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
