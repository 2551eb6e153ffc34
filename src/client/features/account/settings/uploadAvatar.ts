/** Sends the picked image to the upload route; resolves with the stored avatar's URL or the server's reason. */
export async function uploadAvatar(file: File): Promise<string> {
  const body = new FormData();
  body.append('file', file);
  let response: Response;
  try {
    response = await fetch('/api/files/avatar', { method: 'POST', body, credentials: 'same-origin' });
  } catch {
    throw new Error('Unable to connect to the server. Please check your internet connection.');
  }
  const json = (await response.json().catch(() => ({}))) as {
    avatarUrl?: string;
    error?: { message?: string };
  };
  if (!response.ok || !json.avatarUrl)
    throw new Error(json.error?.message ?? 'The image could not be uploaded');
  return json.avatarUrl;
}
