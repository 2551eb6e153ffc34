/**
 * CSRF defence (DESIGN.md): a state-changing request must come from the app's own origin. Accepted: an Origin
 * equal to PUBLIC_URL's origin, or (when PUBLIC_URL is not fixed) an Origin whose host is the request's Host.
 */
export function isSameOrigin(
  headers: { origin?: string | undefined; host?: string | undefined },
  publicUrl: string,
  publicUrlFixed: boolean,
): boolean {
  const origin = headers.origin;
  if (!origin || origin === 'null') return false;
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.origin === publicUrl) return true;
  return !publicUrlFixed && headers.host !== undefined && parsed.host === headers.host;
}
