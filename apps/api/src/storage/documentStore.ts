import { join } from 'node:path';
import { diskStore } from './diskStore.js';
import { s3Store } from './s3Store.js';

/** Where uploaded documents' bytes live (decision 023). Keys are ours, never a client's. */
export interface DocumentStore {
  /** Stores the bytes under `key` (replacing any there). */
  put(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes `key`; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/**
 * The store DOCUMENT_STORE_URL names: unset, the disk under `DATA_DIR/documents`;
 * `file:///abs/dir`, that folder; `s3://bucket?region=…&endpoint=…`, an S3-compatible bucket
 * with the credentials of AWS_ACCESS_KEY_ID, AWS_SECRET_ACCESS_KEY (and AWS_SESSION_TOKEN).
 */
export function documentStoreFromUrl(
  url: string | undefined,
  dataDir: string,
  env: NodeJS.ProcessEnv = process.env,
): DocumentStore {
  if (!url) return diskStore(join(dataDir, 'documents'));
  const parsed = new URL(url);
  if (parsed.protocol === 'file:') return diskStore(decodeURIComponent(parsed.pathname));
  if (parsed.protocol === 's3:') {
    const accessKeyId = env.AWS_ACCESS_KEY_ID;
    const secretAccessKey = env.AWS_SECRET_ACCESS_KEY;
    if (!accessKeyId || !secretAccessKey) {
      throw new Error(
        'DOCUMENT_STORE_URL is s3://: set AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY',
      );
    }
    return s3Store({
      bucket: parsed.hostname,
      region: parsed.searchParams.get('region') ?? 'us-east-1',
      endpoint: parsed.searchParams.get('endpoint') ?? undefined,
      credentials: { accessKeyId, secretAccessKey, sessionToken: env.AWS_SESSION_TOKEN },
    });
  }
  throw new Error(`DOCUMENT_STORE_URL must be file:// or s3:// (got ${parsed.protocol})`);
}

/** A store key: folders and names of letters, digits, '-' and '_'; no '.', no empty part. */
export const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function checkKey(key: string): void {
  if (key.length > 200 || !SAFE_KEY.test(key)) throw new Error('unsafe document store key');
}
