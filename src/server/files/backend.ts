import type { StorageConfig } from '../config';
import { S3Storage } from './s3-storage';
import { type FileStorage, LocalDiskStorage } from './storage';

/** The storage the configuration asks for: `localRoot` on this disk (the default), or an S3-compatible bucket. */
export function storageFromConfig(config: StorageConfig, localRoot: string): FileStorage {
  if (config.kind === 'local') return new LocalDiskStorage(localRoot);
  return new S3Storage(config);
}
