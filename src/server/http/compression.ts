import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';

/** Answers smaller than this go out as they are: compressing them saves nothing on the wire. */
export const COMPRESS_THRESHOLD_BYTES = 1024;

/**
 * Compression of what the app writes per request: page HTML and tRPC JSON (brotli or gzip, as the browser
 * accepts). Brotli at quality 4: near gzip's speed with a smaller result (the default, 11, is for files
 * compressed once). The built assets are compressed at build time instead and served as they are
 * (registerSpa, preCompressed); images are not compressible and are left alone. Registered after the hook
 * that turns tRPC's web Response into a Buffer, so that hook runs first. WebSocket upgrades do not pass here.
 */
export async function registerCompression(app: FastifyInstance): Promise<void> {
  await app.register(compress, {
    threshold: COMPRESS_THRESHOLD_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
