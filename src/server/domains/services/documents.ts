import multipart from '@fastify/multipart';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DOCUMENT_MAX_BYTES, type ProviderDocumentView } from '../../../shared/services';
import { requestSession } from '../../auth/cookies';
import type { Db } from '../../db/client';
import { providerDocuments } from '../../db/schema';
import { AppError } from '../../errors';
import { appErrorHandler } from '../../http/errors';
import { randomName, type FileStorage } from '../../files/storage';
import { checkDocument } from './document-check';

const PREFIX = 'private/provider-documents/';
export const DOCUMENT_ROUTE = '/api/provider-documents';

/** The authorized route a document is read from: its name after the folder. */
export function documentUrl(key: string): string {
  return `${DOCUMENT_ROUTE}/${key.slice(PREFIX.length)}`;
}

/** A file name fit to show and to send back in Content-Disposition: plain characters, at most 100. */
function cleanFileName(name: string | undefined, extension: string): string {
  const base = (name ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '')
    .trim()
    .slice(0, 90);
  return `${base || 'document'}.${extension}`;
}

async function readDocument(req: FastifyRequest): Promise<{ data: Buffer; fileName: string | undefined }> {
  if (!req.isMultipart()) {
    throw new AppError('bad_request', 'Send the document as multipart/form-data in a field named "file"');
  }
  try {
    const file = await req.file();
    if (file) return { data: await file.toBuffer(), fileName: file.filename };
  } catch (err) {
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('payload_too_large', 'A document can be at most 10 MB.');
    }
    throw new AppError('bad_request', 'The upload could not be read');
  }
  throw new AppError('bad_request', 'No file was uploaded');
}

/**
 * POST /api/provider-documents: a signed-in person's verification document (PDF, JPEG or PNG by its bytes, at
 * most 10 MB), stored privately and recorded as theirs until an application takes it.
 * GET /api/provider-documents/{name}: the document, to its owner and to admins only.
 */
export async function registerProviderDocumentRoutes(
  app: FastifyInstance,
  deps: { db: Db; storage: FileStorage },
): Promise<void> {
  const { db, storage } = deps;
  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: DOCUMENT_MAX_BYTES, files: 1, fields: 0, parts: 1 },
    });
    scope.setErrorHandler(appErrorHandler);

    scope.post(DOCUMENT_ROUTE, async (req): Promise<ProviderDocumentView> => {
      const session = await requestSession(db, req);
      if (!session) throw new AppError('unauthorized', 'You need to be signed in to upload files.');
      const { data, fileName } = await readDocument(req);
      const checked = await checkDocument(data);
      const key = `${PREFIX}${session.user.id}/${randomName()}.${checked.extension}`;
      await storage.putPrivate(key, data, checked.contentType);
      const row = {
        key,
        userId: session.user.id,
        fileName: cleanFileName(fileName, checked.extension),
        contentType: checked.contentType,
        sizeBytes: data.length,
      };
      try {
        await db.insert(providerDocuments).values(row);
      } catch (err) {
        await storage.delete(key).catch(() => undefined);
        throw err;
      }
      return { ...row, url: documentUrl(key) };
    });

    const params = z.object({
      owner: z.uuid(),
      name: z.string().regex(/^[A-Za-z0-9_-]+\.(pdf|jpg|png)$/),
    });
    scope.get(`${DOCUMENT_ROUTE}/:owner/:name`, async (req: FastifyRequest, reply: FastifyReply) => {
      reply.header('cache-control', 'no-store, private');
      const session = await requestSession(db, req);
      if (!session) throw new AppError('unauthorized', 'You need to be signed in to do that.');
      const parsed = params.safeParse(req.params);
      if (!parsed.success) throw new AppError('not_found', 'Document not found');
      const key = `${PREFIX}${parsed.data.owner}/${parsed.data.name}`;
      const [doc] = await db.select().from(providerDocuments).where(eq(providerDocuments.key, key));
      // Someone else's document is "not found" to them: its existence is not told either.
      if (!doc || (doc.userId !== session.user.id && session.user.role !== 'admin')) {
        throw new AppError('not_found', 'Document not found');
      }
      const file = await storage.get(key);
      if (!file) throw new AppError('not_found', 'Document not found');
      reply
        .header('content-type', doc.contentType)
        .header('content-disposition', `attachment; filename="${doc.fileName}"`)
        .header('x-content-type-options', 'nosniff');
      if (file.size !== undefined) reply.header('content-length', file.size);
      return reply.send(file.body);
    });
  });
}
