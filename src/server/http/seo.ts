import { fullTitle, pageMeta, type MetaPath } from '../../shared/page-meta';
import type { PropertyDetailView } from '../../shared/property-view';

export interface HeadTags {
  title: string;
  description: string;
  image?: string;
  url: string;
  jsonLd?: unknown;
}

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** JSON inside <script>: "<" escaped so no text can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028|\u2029/g, '');

export function describe(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > 150 ? flat.slice(0, 150) : flat;
}

export function staticHead(path: string, publicUrl: string): HeadTags | undefined {
  const meta = (pageMeta as Record<string, { title: string; description: string } | undefined>)[
    path as MetaPath
  ];
  if (!meta) return undefined;
  return { title: fullTitle(meta.title), description: meta.description, url: publicUrl + path };
}

/** Title, description (first 150 characters), Open Graph and schema.org JSON-LD for a property page. */
export function propertyHead(p: PropertyDetailView, publicUrl: string): HeadTags {
  const url = `${publicUrl}/property/${p.id}`;
  const [city, country] = p.location.includes(',')
    ? p.location.split(',').map((s) => s.trim())
    : [undefined, undefined];
  const image = p.images[0] ? new URL(p.images[0], publicUrl).toString() : undefined;
  return {
    title: fullTitle(p.title),
    description: describe(p.description),
    image,
    url,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Accommodation',
      name: p.title,
      description: p.description,
      url,
      image: p.images.map((i) => new URL(i, publicUrl).toString()),
      ...(city
        ? { address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: country } }
        : {}),
      ...(p.rating !== null
        ? {
            aggregateRating: {
              '@type': 'AggregateRating',
              ratingValue: p.rating,
              reviewCount: p.ratingCount,
              bestRating: 5,
            },
          }
        : {}),
      ...(p.price
        ? {
            offers: {
              '@type': 'Offer',
              price: p.price.amount,
              priceCurrency: 'USD',
              unitText: p.price.unit === 'night' ? 'night' : 'day',
            },
          }
        : {}),
    },
  };
}

/** Puts the tags into the app's index.html so crawlers that run no JavaScript see them. */
export function renderHead(indexHtml: string, tags: HeadTags): string {
  const extra = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="KaziStay" />`,
    `<meta property="og:title" content="${escapeHtml(tags.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(tags.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(tags.url)}" />`,
    tags.image ? `<meta property="og:image" content="${escapeHtml(tags.image)}" />` : '',
    `<link rel="canonical" href="${escapeHtml(tags.url)}" />`,
    tags.jsonLd
      ? `<script type="application/ld+json" id="ld-accommodation">${scriptJson(tags.jsonLd)}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(tags.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/?>/,
      `<meta name="description" content="${escapeHtml(tags.description)}" />`,
    )
    .replace('</head>', `    ${extra}\n  </head>`);
}
