import sharp from 'sharp';
import { AppError } from '../../errors';

export const DOCUMENT_TEXTS = {
  notADocument: 'Verification documents must be PDF, JPG or PNG files.',
  damaged: 'This file is damaged or incomplete. Please upload it again.',
} as const;

export interface CheckedDocument {
  contentType: 'application/pdf' | 'image/jpeg' | 'image/png';
  extension: 'pdf' | 'jpg' | 'png';
}

const PDF_HEADER = /^%PDF-[12]\.\d/;

/**
 * A PDF's structure, read from its bytes: the %PDF-1.x header; at the end, 'startxref', the offset of the
 * cross-reference section, and '%%EOF'; at that offset, an 'xref' table or a cross-reference stream object.
 * A truncated or renamed file fails one of these.
 */
function isWholePdf(data: Buffer): boolean {
  if (!PDF_HEADER.test(data.subarray(0, 16).toString('latin1'))) return false;
  const tail = data.subarray(Math.max(0, data.length - 1024)).toString('latin1');
  const m = /startxref\s+(\d+)\s+%%EOF\s*$/.exec(tail);
  if (!m) return false;
  const offset = Number(m[1]);
  if (!Number.isSafeInteger(offset) || offset <= 0 || offset >= data.length) return false;
  const at = data.subarray(offset, offset + 32).toString('latin1');
  return /^xref\b/.test(at) || /^\d+\s+\d+\s+obj\b/.test(at);
}

/** Decodes the whole image: a truncated JPEG or PNG fails (sharp's failOn 'truncated'). */
async function isWholeImage(data: Buffer, format: 'jpeg' | 'png'): Promise<boolean> {
  try {
    const image = sharp(data, { failOn: 'truncated', limitInputPixels: 100_000_000 });
    const meta = await image.metadata();
    if (meta.format !== format) return false;
    await image.raw().toBuffer();
    return true;
  } catch {
    return false;
  }
}

/**
 * What a verification document is, by its bytes (never by its name or the browser's type): a PDF, JPEG or PNG,
 * whole. Anything else is refused: 415 for another kind of file, 400 for a damaged one.
 */
export async function checkDocument(data: Buffer): Promise<CheckedDocument> {
  if (data.subarray(0, 5).toString('latin1') === '%PDF-') {
    if (!isWholePdf(data)) throw new AppError('bad_request', DOCUMENT_TEXTS.damaged);
    return { contentType: 'application/pdf', extension: 'pdf' };
  }
  if (data[0] === 0xff && data[1] === 0xd8 && data[2] === 0xff) {
    if (!(await isWholeImage(data, 'jpeg'))) throw new AppError('bad_request', DOCUMENT_TEXTS.damaged);
    return { contentType: 'image/jpeg', extension: 'jpg' };
  }
  if (data.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) {
    if (!(await isWholeImage(data, 'png'))) throw new AppError('bad_request', DOCUMENT_TEXTS.damaged);
    return { contentType: 'image/png', extension: 'png' };
  }
  throw new AppError('unsupported_media_type', DOCUMENT_TEXTS.notADocument);
}
