import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { appStyleLink } from '../../shared/boot-html';

/**
 * The pages a visit usually starts on, and the module of each in src/client/routes.tsx (its lazy route
 * component). A visit's HTML names that page's chunk, what it imports and its CSS, so the browser fetches them
 * beside the entry instead of after it has run. Other pages load their chunk when opened, as before.
 */
const FIRST_PAGES: { match: RegExp; module: string }[] = [
  { match: /^\/$/, module: 'src/client/features/properties/home/HomePage.tsx' },
  { match: /^\/marketplace$/, module: 'src/client/features/properties/marketplace/MarketplaceRoute.tsx' },
  { match: /^\/property\/[^/]+$/, module: 'src/client/features/properties/detail/PropertyRoute.tsx' },
];

/** Whether a visit to `path` starts on one of the first pages (its chunk hinted, its screen drawn by the server). */
export function isFirstPage(path: string): boolean {
  return FIRST_PAGES.some((p) => p.match.test(path));
}

interface ManifestEntry {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
type Manifest = Record<string, ManifestEntry>;

/** Reads Vite's manifest of the build (absent without a client build: then no hints). */
export function loadManifest(clientDir: string): Manifest | null {
  const path = join(clientDir, '.vite', 'manifest.json');
  return existsSync(path) ? (JSON.parse(readFileSync(path, 'utf8')) as Manifest) : null;
}

/** The files a page's first visit needs beyond the entry's own: its chunk, the chunks it imports, its CSS. */
export function pageFiles(manifest: Manifest, path: string): { js: string[]; css: string[] } {
  const page = FIRST_PAGES.find((p) => p.match.test(path));
  const root = page && manifest[page.module];
  if (!root) return { js: [], css: [] };
  // What the entry already loads (index.html preloads it) is left out.
  const entryFiles = new Set<string>();
  const walk = (key: string, into: Set<string>, seen: Set<string>) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    if (!entry) return;
    into.add(key);
    for (const next of entry.imports ?? []) walk(next, into, seen);
  };
  for (const [key, entry] of Object.entries(manifest)) if (entry.isEntry) walk(key, entryFiles, new Set());
  const pageKeys = new Set<string>();
  walk(page.module, pageKeys, new Set());
  const keys = [...pageKeys].filter((k) => !entryFiles.has(k));
  return {
    js: keys.map((k) => `/${manifest[k]!.file}`),
    css: [...new Set(keys.flatMap((k) => manifest[k]!.css ?? []))].map((f) => `/${f}`),
  };
}

/** index.html with the page's preload hints before </head>. */
export function withPreloads(html: string, files: { js: string[]; css: string[] }): string {
  if (files.js.length === 0 && files.css.length === 0) return html;
  const tags = [
    ...files.css.map(appStyleLink),
    ...files.js.map((href) => `<link rel="modulepreload" crossorigin href="${href}">`),
  ].join('\n    ');
  return html.replace('</head>', `    ${tags}\n  </head>`);
}
