import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaStorage } from '@/domain/media';

/** A key is made by variantKey: path segments of letters, digits, dots and dashes only. */
export function safeKey(key: string): boolean {
  return /^[a-z0-9-]+(\/[a-z0-9][a-z0-9.-]*)+$/i.test(key) && !key.split('/').includes('..');
}

/**
 * Renditions in a folder of this machine (MEDIA_DIR, ./data/media by default). A file is
 * written beside its place and renamed into it, so a reader never sees half a photograph.
 */
export function localStorage(dir: string): MediaStorage {
  const root = path.resolve(dir);
  const file = (key: string) => {
    if (!safeKey(key)) throw new Error(`unsafe media key: ${key}`);
    return path.join(root, ...key.split('/'));
  };
  return {
    async put(key, bytes) {
      const target = file(key);
      await mkdir(path.dirname(target), { recursive: true });
      const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
      await writeFile(temporary, bytes);
      await rename(temporary, target);
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(file(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async remove(key) {
      await rm(file(key), { force: true });
    },
  };
}
