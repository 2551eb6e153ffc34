import { uploadFile } from '../../../ui/uploadFile';

/** Sends the picked image to the upload route; resolves with the stored avatar's URL or the server's reason. */
export async function uploadAvatar(file: File): Promise<string> {
  return (await uploadFile('/api/files/avatar', file, 'avatarUrl', 'The image could not be uploaded'))
    .avatarUrl;
}
