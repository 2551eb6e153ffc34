/**
 * CSRF defence (DESIGN.md): a state-changing request must come from the app's own origin. Accepted: an Origin
 * equal to PUBLIC_URL's origin, or (when PUBLIC_URL is not fixed) an Origin whose host is the request's Host.
 *
 * The header is compared as the exact string a browser sends (scheme://host[:port], lower case, no default
 * port, no credentials or path), never parsed first: URL parsing forgives `http://evil@host`, upper case and
 * `:0080`, so a parsed comparison would let such hand-made values through.
 */
export function isSameOrigin(
  headers: { origin?: string | undefined; host?: string | undefined },
  publicUrl: string,
  publicUrlFixed: boolean,
): boolean {
  const origin = headers.origin;
  if (!origin) return false;
  if (origin === publicUrl) return true;
  if (publicUrlFixed || !headers.host) return false;
  const host = headers.host.toLowerCase();
  return origin === `http://${host}` || origin === `https://${host}`;
}
