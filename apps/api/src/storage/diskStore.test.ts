import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { diskStore } from './diskStore.js';
import { documentStoreFromUrl } from './documentStore.js';

const root = await mkdtemp(join(tmpdir(), 'tara-docs-'));
afterAll(() => rm(root, { recursive: true, force: true }));

describe('diskStore', () => {
  const store = diskStore(root);
  const bytes = new Uint8Array([37, 80, 68, 70, 45, 0, 255]);

  it('puts, gets back byte for byte, and deletes', async () => {
    await store.put('ab/abcdef', bytes, 'application/pdf');
    expect(await store.get('ab/abcdef')).toEqual(bytes);
    await store.delete('ab/abcdef');
    expect(await store.get('ab/abcdef')).toBeNull();
    await store.delete('ab/abcdef'); // twice is fine
  });

  it('writes files readable by the owner only, leaving no temporary file', async () => {
    await store.put('cd/file1', bytes, 'application/pdf');
    expect((await stat(join(root, 'cd/file1'))).mode & 0o777).toBe(0o600);
    expect(await readdir(join(root, 'cd'))).toEqual(['file1']);
  });

  it('replaces what a key held', async () => {
    await store.put('ef/file', bytes, 'application/pdf');
    await store.put('ef/file', new Uint8Array([1, 2, 3]), 'application/pdf');
    expect(await store.get('ef/file')).toEqual(new Uint8Array([1, 2, 3]));
  });

  it('refuses keys that could leave its folder', async () => {
    for (const key of ['../x', 'a/../../x', '/etc/passwd', 'a//b', 'a/./b', '', 'a\\b', 'a.b']) {
      await expect(store.put(key, bytes, 'application/pdf')).rejects.toThrow(/unsafe/);
      await expect(store.get(key)).rejects.toThrow(/unsafe/);
    }
  });

  it('is the default of documentStoreFromUrl, under DATA_DIR/documents', async () => {
    const fromConfig = documentStoreFromUrl(undefined, root);
    await fromConfig.put('gh/file', bytes, 'application/pdf');
    expect((await stat(join(root, 'documents/gh/file'))).size).toBe(bytes.length);
  });

  it('refuses an s3 URL without credentials, and unknown schemes', () => {
    expect(() => documentStoreFromUrl('s3://bucket?region=ap-south-1', root, {})).toThrow(
      /AWS_ACCESS_KEY_ID/,
    );
    expect(() => documentStoreFromUrl('ftp://x/y', root, {})).toThrow(/file:\/\/ or s3:\/\//);
  });
});
