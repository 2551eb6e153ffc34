/**
 * The stored sizes of a listing photo, for `srcset`: an uploaded photo is kept 1,600 px wide with a 400 px
 * '-thumb.webp' beside it (src/server/files/routes.ts), a demo photo 960 px wide with the same 400 px
 * thumbnail (npm run demo:thumbs). Any other address (an outside link) has no known sizes.
 */
export function photoSrcSet(url: string): string | undefined {
  if (!url.endsWith('.webp') || url.endsWith('-thumb.webp')) return undefined;
  const thumb = url.replace(/\.webp$/, '-thumb.webp');
  if (/^\/demo\/properties\/[\w-]+\.webp$/.test(url)) return `${thumb} 400w, ${url} 960w`;
  if (/\/images\/[\w-]+\/[\w-]+\.webp$/.test(url)) return `${thumb} 400w, ${url} 1600w`;
  return undefined;
}

/** A card's photo: the whole width of a phone, half of a tablet, a third of a desktop grid (at most 420 px). */
export const CARD_PHOTO_SIZES = '(max-width: 48em) 100vw, (max-width: 75em) 50vw, 420px';
