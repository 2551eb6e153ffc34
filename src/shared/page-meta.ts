/** Titles and descriptions of the fixed pages, used by the server's HTML and by the pages themselves. */
export const SITE_NAME = 'KaziStay';
export const DEFAULT_DESCRIPTION =
  'KaziStay: stays with a real workspace across East Africa for remote workers and digital nomads. Work and stay anywhere.';

export const pageMeta = {
  '/': { title: 'KaziStay — work and stay anywhere', description: DEFAULT_DESCRIPTION },
  '/marketplace': {
    title: 'Find places',
    description:
      'Search stays and workspaces with fast WiFi and a dedicated desk in Kenya, Uganda, Tanzania, Rwanda, Ethiopia and South Sudan.',
  },
  '/about': {
    title: 'About',
    description: 'Our mission: make it simple to do your best work from anywhere in East Africa.',
  },
  '/blog': {
    title: 'Blog',
    description: 'Guides for remote workers in East Africa: neighbourhoods, internet speeds and nomad life.',
  },
  '/faq': {
    title: 'FAQ',
    description:
      'Answers about booking, payment, cancellation, workspace verification and hosting on KaziStay.',
  },
  '/contact': { title: 'Contact', description: 'Contact the KaziStay team in Kampala, Uganda.' },
  '/legal': {
    title: 'Terms of Service',
    description: 'KaziStay terms of service, privacy, cookie and cancellation policies.',
  },
  '/sitemap': { title: 'Sitemap', description: 'Every page of KaziStay and the cities we cover.' },
  '/auth': { title: 'Sign In', description: 'Sign in or create your KaziStay account.' },
} as const satisfies Record<string, { title: string; description: string }>;

export type MetaPath = keyof typeof pageMeta;

/** "About" -> "About — KaziStay"; a title already naming the site is kept. */
export function fullTitle(title: string): string {
  return title.includes(SITE_NAME) ? title : `${title} — ${SITE_NAME}`;
}

/** Everything a page puts in <head>: the server writes it into the HTML, the client keeps it in step. */
export interface PageHead {
  /** The document title, ending in the site name. */
  title: string;
  description: string;
  /** Path of the page's canonical address, e.g. '/property/<id>'. */
  canonicalPath: string;
  /** The canonical address, absolute: og:url and <link rel="canonical">. */
  url: string;
  /** Open Graph properties by name ('og:title', ...). og:type and og:site_name are site-wide, not here. */
  og: Record<string, string>;
  /** schema.org structured data, or null when the page has none. */
  jsonLd: Record<string, unknown> | null;
}

/** `path` resolved against `origin`; a value no URL can be made of is kept as given, not failing the page. */
export function absoluteUrl(path: string, origin: string): string {
  try {
    return new URL(path, origin).href;
  } catch {
    return path;
  }
}

/** The head of one page; link previews get the same title, description and address as the page itself. */
export function pageHead(page: {
  title: string;
  description: string;
  canonicalPath: string;
  origin: string;
  image?: string | null;
  jsonLd?: Record<string, unknown> | null;
}): PageHead {
  const title = fullTitle(page.title);
  const url = absoluteUrl(page.canonicalPath, page.origin);
  const og: Record<string, string> = { 'og:title': title, 'og:description': page.description, 'og:url': url };
  if (page.image) og['og:image'] = absoluteUrl(page.image, page.origin);
  return {
    title,
    description: page.description,
    canonicalPath: page.canonicalPath,
    url,
    og,
    jsonLd: page.jsonLd ?? null,
  };
}

/** The head of a fixed page (home, about, faq...), or undefined for any other path. */
export function staticPageHead(path: string, origin: string): PageHead | undefined {
  const meta = (pageMeta as Record<string, { title: string; description: string } | undefined>)[path];
  return meta ? pageHead({ ...meta, canonicalPath: path, origin }) : undefined;
}

/** Id of the JSON-LD script, so the client replaces the one the server wrote instead of adding a second. */
export const JSON_LD_ID = 'ld-accommodation';

/**
 * JSON for a <script type="application/ld+json">. '<' is escaped so the text can never close the script
 * element (even if the document is serialised and parsed again); U+2028/U+2029 are escaped for parsers that
 * treat the script as JavaScript. Both escapes read back as the same JSON.
 */
export function serializeJsonLd(data: Record<string, unknown>): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
