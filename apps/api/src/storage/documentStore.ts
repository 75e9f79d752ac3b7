import { join } from 'node:path';
import { diskStore } from './diskStore.js';
import { s3Store } from './s3Store.js';
import type { DocumentStore } from './storeKey.js';

export type { DocumentStore } from './storeKey.js';

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
