import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { AppError } from '../../errors';
import { checkDocument, DOCUMENT_TEXTS } from './document-check';

async function pdf(): Promise<Buffer> {
  const doc = new PDFDocument();
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  doc.text('Certificate of registration');
  doc.end();
  await done;
  return Buffer.concat(chunks);
}

function image(format: 'png' | 'jpeg'): Promise<Buffer> {
  const base = sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a7' } });
  return (format === 'png' ? base.png() : base.jpeg()).toBuffer();
}

async function refusal(data: Buffer): Promise<{ code: string; message: string } | null> {
  try {
    await checkDocument(data);
    return null;
  } catch (err) {
    if (err instanceof AppError) return { code: err.kind, message: err.message };
    throw err;
  }
}

describe('checkDocument', () => {
  it('takes a whole PDF, JPEG and PNG by their bytes', async () => {
    expect(await checkDocument(await pdf())).toEqual({ contentType: 'application/pdf', extension: 'pdf' });
    expect(await checkDocument(await image('jpeg'))).toEqual({ contentType: 'image/jpeg', extension: 'jpg' });
    expect(await checkDocument(await image('png'))).toEqual({ contentType: 'image/png', extension: 'png' });
  });

  it('refuses a text file, whatever it is called', async () => {
    expect(await refusal(Buffer.from('I am a certificate, honestly.\n'))).toEqual({
      code: 'unsupported_media_type',
      message: DOCUMENT_TEXTS.notADocument,
    });
  });

  it('refuses a truncated PDF, and a PDF header with nothing behind it', async () => {
    const whole = await pdf();
    const damaged = { code: 'bad_request', message: DOCUMENT_TEXTS.damaged };
    expect(await refusal(whole.subarray(0, Math.floor(whole.length * 0.7)))).toEqual(damaged);
    expect(await refusal(Buffer.from('%PDF-1.7\n%%EOF\n'))).toEqual(damaged);
    // A trailer pointing at nothing that is a cross-reference section.
    expect(await refusal(Buffer.from('%PDF-1.4\nhello\nstartxref\n3\n%%EOF\n'))).toEqual(damaged);
  });

  it('refuses truncated images', async () => {
    for (const format of ['png', 'jpeg'] as const) {
      const whole = await image(format);
      expect(await refusal(whole.subarray(0, Math.floor(whole.length / 2)))).toMatchObject({
        code: 'bad_request',
      });
    }
  });
});
