import sharp, { type Metadata } from 'sharp';
import { UPLOAD_MAX_PIXELS } from '../../shared/account';
import { AppError } from '../errors';

const ACCEPTED = new Set(['jpeg', 'png', 'webp', 'gif']);

/** The upload is not an image we take; the message is for the user. */
class ImageRejected extends AppError {
  constructor(message: string) {
    super('unsupported_media_type', message);
  }
}

export const IMAGE_TEXTS = {
  notImage: 'Only JPEG, PNG, WebP or GIF images can be uploaded',
  tooLarge: 'Images can be at most 5 MB',
  tooManyPixels: 'Images can be at most 40 megapixels',
  unreadable: 'This image could not be read; it may be damaged or incomplete',
} as const;

/**
 * Checks the bytes themselves (never the file name or declared type): a JPEG, PNG, WebP or GIF of at most
 * 40 megapixels, read from its header before anything is decoded, so a small file claiming huge dimensions
 * (a decompression bomb) is refused without being expanded.
 */
async function inspect(data: Buffer): Promise<void> {
  let meta: Metadata;
  try {
    meta = await sharp(data, { limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected(IMAGE_TEXTS.notImage);
  }
  if (!meta.format || !ACCEPTED.has(meta.format)) throw new ImageRejected(IMAGE_TEXTS.notImage);
  const pixels = (meta.width ?? 0) * (meta.pageHeight ?? meta.height ?? 0);
  if (!pixels) throw new ImageRejected(IMAGE_TEXTS.unreadable);
  if (pixels > UPLOAD_MAX_PIXELS) throw new ImageRejected(IMAGE_TEXTS.tooManyPixels);
}

export interface Rendition {
  width: number;
  /** Square crop when set; otherwise the height follows the aspect ratio. */
  height?: number;
}

/**
 * Decodes fully (a truncated file fails here), applies the EXIF orientation, resizes within the bounds and
 * re-encodes as WebP. Metadata (EXIF, GPS, ICC comments) is not carried over.
 */
export async function reencode(data: Buffer, renditions: Rendition[]): Promise<Buffer[]> {
  await inspect(data);
  try {
    return await Promise.all(
      renditions.map((r) =>
        sharp(data, { limitInputPixels: UPLOAD_MAX_PIXELS, failOn: 'warning' })
          .rotate()
          .resize({
            width: r.width,
            height: r.height,
            fit: r.height ? 'cover' : 'inside',
            withoutEnlargement: !r.height,
          })
          .webp({ quality: 82 })
          .toBuffer(),
      ),
    );
  } catch {
    throw new ImageRejected(IMAGE_TEXTS.unreadable);
  }
}
