/**
 * '1,234,567' — a whole number with US digit grouping (rounded first). Plain string work rather than
 * toLocaleString: the first Intl number format a page makes loads locale data, which cost a phone a
 * noticeable pause on first load, and every figure here is a whole count or whole dollars.
 */
export function formatInteger(n: number): string {
  return String(Math.round(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}
