import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';
import type { S3StorageOptions } from '../../src/server/files/s3-storage';

/** A local S3-compatible server (s3rver) with one empty bucket, on loopback and a free port. */
export interface TestS3 {
  /** For new S3Storage(...). */
  options: S3StorageOptions;
  /** The same, as the app's environment variables. */
  env: Record<string, string>;
  close(): Promise<void>;
}

/** s3rver's built-in account. */
const KEY = 'S3RVER';

export async function startS3(bucket = 'kazistay-test'): Promise<TestS3> {
  const directory = await mkdtemp(join(tmpdir(), 'kazistay-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  return {
    options: {
      bucket,
      region: 'us-east-1',
      endpoint,
      credentials: { accessKeyId: KEY, secretAccessKey: KEY },
      forcePathStyle: true,
    },
    env: {
      STORAGE: 's3',
      S3_BUCKET: bucket,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: endpoint,
      S3_ACCESS_KEY_ID: KEY,
      S3_SECRET_ACCESS_KEY: KEY,
      S3_FORCE_PATH_STYLE: 'true',
    },
    close: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
