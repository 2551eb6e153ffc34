import { JSON_LD_ID, serializeJsonLd, SITE_NAME, type PageHead } from '../../shared/page-meta';

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/** Puts the tags into the app's index.html so crawlers that run no JavaScript see them. */
export function renderHead(indexHtml: string, head: PageHead): string {
  const extra = [
    `<meta property="og:type" content="website" />`,
    `<meta property="og:site_name" content="${SITE_NAME}" />`,
    ...Object.entries(head.og).map(
      ([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`,
    ),
    `<link rel="canonical" href="${escapeHtml(head.url)}" />`,
    head.jsonLd
      ? `<script type="application/ld+json" id="${JSON_LD_ID}">${serializeJsonLd(head.jsonLd)}</script>`
      : '',
  ]
    .filter(Boolean)
    .join('\n    ');
  return indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, `<title>${escapeHtml(head.title)}</title>`)
    .replace(
      /<meta\s+name="description"[\s\S]*?\/?>/,
      `<meta name="description" content="${escapeHtml(head.description)}" />`,
    )
    .replace('</head>', `    ${extra}\n  </head>`);
}
