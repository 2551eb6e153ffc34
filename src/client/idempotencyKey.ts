/**
 * A key for one attempt at something that must happen once (a booking, a request). crypto.randomUUID only
 * exists in secure contexts (https, localhost); a self-hosted instance reached over plain http still has
 * getRandomValues.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
