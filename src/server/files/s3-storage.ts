import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkKey, type FileStorage, publicKeyOf, type StoredFile, UPLOADS_PREFIX } from './storage';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** An S3-compatible service's URL (R2, MinIO, Backblaze); unset for AWS S3 itself. */
  endpoint?: string | undefined;
  /** Unset: the SDK's default chain (AWS_* variables, an instance or task role). */
  credentials?: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** bucket in the path (https://host/bucket/key), as MinIO and s3rver need, instead of in the host name. */
  forcePathStyle?: boolean;
}

/**
 * Files in an S3-compatible bucket, shared by every app instance. The bucket stays private: the app itself
 * serves public files at /uploads/<key> by reading them from the bucket, so URLs do not depend on the backend.
 */
export class S3Storage implements FileStorage {
  private readonly client: S3Client;
  private readonly bucket: string;

  constructor(options: S3StorageOptions) {
    this.bucket = options.bucket;
    this.client = new S3Client({
      region: options.region,
      endpoint: options.endpoint,
      credentials: options.credentials,
      forcePathStyle: options.forcePathStyle ?? false,
      // Checksums only where S3 demands them: several S3-compatible services refuse the newer default ones.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    });
  }

  async put(key: string, data: Buffer, contentType: string): Promise<string> {
    checkKey(key, 'public');
    await this.write(key, data, contentType);
    return UPLOADS_PREFIX + key;
  }

  async putPrivate(key: string, data: Buffer, contentType: string): Promise<void> {
    checkKey(key, 'private');
    await this.write(key, data, contentType);
  }

  /** One PUT: S3 makes the object visible whole or not at all. */
  private async write(key: string, data: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: data, ContentType: contentType }),
    );
  }

  async get(key: string): Promise<StoredFile | null> {
    try {
      const res = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
      if (!(res.Body instanceof Readable)) throw new Error('the S3 client returned no Node stream');
      return {
        body: res.Body,
        contentType: res.ContentType ?? 'application/octet-stream',
        size: res.ContentLength,
      };
    } catch (err) {
      if (isNotFound(err)) return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    // S3 answers 204 for a missing key too, so deleting twice is fine.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  keyOf(url: string): string | null {
    return publicKeyOf(url);
  }

  close(): Promise<void> {
    this.client.destroy();
    return Promise.resolve();
  }
}

function isNotFound(err: unknown): boolean {
  return (
    err instanceof S3ServiceException &&
    (err.name === 'NoSuchKey' || err.name === 'NotFound' || err.$metadata.httpStatusCode === 404)
  );
}
