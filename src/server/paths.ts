import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The project root: the nearest folder above this module holding package.json (works from src/ and dist/). */
function findRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('package.json not found above ' + import.meta.url);
    dir = parent;
  }
  return dir;
}

export const rootDir = findRoot();
export const migrationsDir = join(rootDir, 'drizzle');
export const clientDistDir = join(rootDir, 'dist', 'client');
export const publicDir = join(rootDir, 'public');
export const ssrDistDir = join(rootDir, 'dist', 'ssr');
