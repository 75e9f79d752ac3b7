import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { dirname, resolve, sep } from 'node:path';
import { checkKey, type DocumentStore } from './storeKey.js';

/**
 * Documents as files under `root`: a key maps to a path inside it (only safe keys, checked
 * again after resolving, so nothing escapes the folder); a file is written to a temporary
 * name and renamed into place (a reader never sees half a file), readable by the owner only.
 */
export function diskStore(root: string): DocumentStore {
  const base = resolve(root);
  const pathOf = (key: string): string => {
    checkKey(key);
    const path = resolve(base, key);
    if (!path.startsWith(base + sep)) throw new Error('unsafe document store key');
    return path;
  };
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true, mode: 0o700 });
      const temp = `${path}.${randomBytes(6).toString('hex')}.tmp`;
      try {
        await writeFile(temp, bytes, { mode: 0o600, flag: 'wx', flush: true });
        await rename(temp, path);
      } catch (error) {
        await rm(temp, { force: true });
        throw error;
      }
    },
    async get(key) {
      try {
        return new Uint8Array(await readFile(pathOf(key)));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
