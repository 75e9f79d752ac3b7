import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import type { TestFile } from './testFile.js';

const root = resolve(import.meta.dirname, '..', '..');
const CLI = join(root, 'apps/api/dist/partners/uidai/sandboxZipCli.js');

/** The resident a ZIP is of; the sandbox's Asha Verma (born 1990-04-12, F) by default. */
export interface ZipResident {
  name: string;
  /** YYYY-MM-DD. */
  dob: string;
  gender: 'M' | 'F' | 'T';
}

/**
 * An Aadhaar offline e-KYC ZIP the sandbox accepts, made by the API's own sandbox code (the
 * built `sandboxZipCli`, signed with the committed sandbox key; decision 025) for `shareCode`,
 * of the sandbox resident or of `resident`.
 */
export async function aadhaarZip(shareCode = '1234', resident?: ZipResident): Promise<TestFile> {
  const dir = mkdtempSync(join(tmpdir(), 'tara-okyc-'));
  try {
    const out = join(dir, 'offlineaadhaar.zip');
    const who = resident
      ? ['--name', resident.name, '--dob', resident.dob, '--gender', resident.gender]
      : [];
    await promisify(execFile)(process.execPath, [CLI, out, '--share-code', shareCode, ...who], {
      cwd: root,
    });
    return { name: 'offlineaadhaar.zip', mimeType: 'application/zip', buffer: readFileSync(out) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
