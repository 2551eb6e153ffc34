import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  SPEED_PATH,
  SPEED_TEXTS,
  UPLOAD_REQUEST_MAX_BYTES,
  downloadQuery,
  pingQuery,
  speedTestIdInput,
  type PingAnswer,
} from '../../../shared/speed-tests';
import { requestSession } from '../../auth/cookies';
import type { Db } from '../../db/client';
import { AppError } from '../../errors';
import { appErrorHandler } from '../../http/errors';
import { recordPing, reserveBytes, settleBytes, type Direction } from './speed-bytes';

/** Random bytes made once and sent over and over: nothing in them compresses. */
const POOL_BYTES = 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
let pool: Buffer | null = null;

type TestRequest = FastifyRequest<{ Params: { testId?: string }; Querystring: unknown }>;

async function signedIn(db: Db, req: FastifyRequest): Promise<string> {
  const session = await requestSession(db, req);
  if (!session) throw new AppError('unauthorized', SPEED_TEXTS.signIn);
  return session.user.id;
}

function testIdOf(req: TestRequest): string {
  const parsed = speedTestIdInput.safeParse({ testId: req.params.testId });
  if (!parsed.success) throw new AppError('not_found', SPEED_TEXTS.notFound);
  return parsed.data.testId;
}

/** Random bytes, `total` of them, counting what was handed on to the connection. */
function randomStream(total: number): { stream: Readable; sent: () => number } {
  const source = (pool ??= randomBytes(POOL_BYTES));
  let sent = 0;
  const stream = new Readable({
    read() {
      if (sent >= total) {
        this.push(null);
        return;
      }
      const offset = sent % source.length;
      const n = Math.min(CHUNK_BYTES, total - sent, source.length - offset);
      sent += n;
      this.push(source.subarray(offset, offset + n));
    },
  });
  return { stream, sent: () => sent };
}

/** Nothing here may be stored, transformed (compressed) or guessed at by a cache or a proxy. */
function noStore(reply: FastifyReply): FastifyReply {
  return reply.header('cache-control', 'no-store, no-transform');
}

/** Once a request is over, however it ended: what moved and the time spent, to the test's row. */
function settler(db: Db, req: FastifyRequest, testId: string, direction: Direction, started: Date) {
  let done = false;
  return async (moved: number) => {
    if (done) return;
    done = true;
    try {
      await settleBytes(db, testId, direction, moved, { from: started, to: new Date() });
    } catch (err) {
      req.log.error({ err, testId }, 'speed test accounting failed');
    }
  };
}

/**
 * The byte endpoints of a speed test, for the guest who started it while it runs (SPEED_TEST_MAX_AGE_MS):
 * GET  /api/speed-test/:testId/download?bytes=N  random bytes (at most DOWNLOAD_REQUEST_MAX_BYTES)
 * POST /api/speed-test/:testId/upload            a raw octet-stream body (at most UPLOAD_REQUEST_MAX_BYTES)
 * GET  /api/speed-test/:testId/ping?after=T       { token }: T is the previous ping's token (none at first)
 * Each adds the bytes and the request's time on the server, or the ping's round trip, to the test's row
 * (its total, its requests and their least size bounded, speed-bytes.ts): what the test records is measured
 * from these. Never compressed (random bytes do not shrink, and a shrunk stream would measure the wrong thing).
 */
export async function registerSpeedTestRoutes(app: FastifyInstance, db: Db): Promise<void> {
  await app.register((scope, _options, done) => {
    scope.setErrorHandler(appErrorHandler);
    // The body is read in the handler, counted as it arrives.
    scope.addContentTypeParser('application/octet-stream', (_req, payload, next) => next(null, payload));

    scope.get(`${SPEED_PATH}/:testId/ping`, { compress: false }, async (req: TestRequest, reply) => {
      const arrived = Date.now();
      const userId = await signedIn(db, req);
      const { after } = pingQuery.parse(req.query ?? {});
      const token = await recordPing(db, userId, testIdOf(req), after, arrived);
      const answer: PingAnswer = { token };
      return noStore(reply).send(answer);
    });

    scope.get(`${SPEED_PATH}/:testId/download`, { compress: false }, async (req: TestRequest, reply) => {
      const started = new Date();
      const userId = await signedIn(db, req);
      const testId = testIdOf(req);
      const query = downloadQuery.safeParse(req.query);
      if (!query.success) throw new AppError('bad_request', SPEED_TEXTS.downloadSize);
      const granted = await reserveBytes(db, userId, testId, 'download', query.data.bytes);
      const { stream, sent } = randomStream(granted);
      const settle = settler(db, req, testId, 'download', started);
      // What the stream handed on. socket.bytesWritten would say no more: it counts Node's own write queue
      // too, and the headers and earlier requests of a kept-alive connection; neither sees the kernel's buffers.
      const end = () => void settle(sent());
      reply.raw.once('finish', end);
      reply.raw.once('close', end);
      return noStore(reply)
        .header('content-type', 'application/octet-stream')
        .header('content-length', String(granted))
        .send(stream);
    });

    scope.post(`${SPEED_PATH}/:testId/upload`, { compress: false }, async (req: TestRequest, reply) => {
      const started = new Date();
      const userId = await signedIn(db, req);
      const testId = testIdOf(req);
      const length = req.headers['content-length'];
      const declared = Number(length);
      if (length === undefined || !Number.isSafeInteger(declared) || declared < 1) {
        throw new AppError('bad_request', SPEED_TEXTS.lengthRequired);
      }
      if (declared > UPLOAD_REQUEST_MAX_BYTES) throw new AppError('payload_too_large', SPEED_TEXTS.tooLarge);
      if (!(req.body instanceof Readable)) {
        throw new AppError('unsupported_media_type', SPEED_TEXTS.uploadType);
      }
      const granted = await reserveBytes(db, userId, testId, 'upload', declared);
      const settle = settler(db, req, testId, 'upload', started);
      let received = 0;
      try {
        for await (const chunk of req.body as AsyncIterable<Buffer>) {
          received += chunk.length;
          if (received > granted) throw new AppError('payload_too_large', SPEED_TEXTS.tooLarge);
        }
      } finally {
        await settle(Math.min(received, granted));
      }
      return noStore(reply).send({ bytes: received });
    });
    done();
  });
}
