/**
 * Sends one file to an upload route as multipart `file`; resolves with the JSON answer when it holds `key`,
 * or rejects with the server's reason (or `fallback`).
 */
export async function uploadFile<K extends string>(
  path: string,
  file: File,
  key: K,
  fallback: string,
): Promise<Record<K, string> & Record<string, unknown>> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch(path, { method: 'POST', body, credentials: 'same-origin' });
  } catch {
    throw new Error('Unable to connect to the server. Please check your internet connection.');
  }
  const json = (await response.json().catch(() => ({}))) as Record<string, unknown> & {
    error?: { message?: string };
  };
  if (!response.ok || typeof json[key] !== 'string') throw new Error(json.error?.message ?? fallback);
  return json as Record<K, string> & Record<string, unknown>;
}
