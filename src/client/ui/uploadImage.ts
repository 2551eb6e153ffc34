import { uploadFile } from './uploadFile';

export interface UploadedImage {
  url: string;
  thumbnailUrl: string;
}

/** Sends one listing photo to the upload route; resolves with its stored URLs or rejects with the server's reason. */
export async function uploadImage(file: File): Promise<UploadedImage> {
  const json = await uploadFile('/api/files/image', file, 'url', 'The image could not be uploaded');
  return {
    url: json.url,
    thumbnailUrl: typeof json.thumbnailUrl === 'string' ? json.thumbnailUrl : json.url,
  };
}
