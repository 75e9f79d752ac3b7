import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestFile } from './testFile.js';

const root = resolve(import.meta.dirname, '..', '..');
const CLI = join(root, 'apps/api/dist/partners/uidai/sandboxZipCli.js');

/**
 * An Aadhaar offline e-KYC ZIP the sandbox accepts, made by the API's own sandbox code (the
 * built `sandboxZipCli`, signed with the committed sandbox key; decision 025) for `shareCode`.
 */
export async function aadhaarZip(shareCode = '1234'): Promise<TestFile> {
  const dir = mkdtempSync(join(tmpdir(), 'tara-okyc-'));
  try {
    const out = join(dir, 'offlineaadhaar.zip');
    await promisify(execFile)(process.execPath, [CLI, out, '--share-code', shareCode], {
      cwd: root,
    });
    return { name: 'offlineaadhaar.zip', mimeType: 'application/zip', buffer: readFileSync(out) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
