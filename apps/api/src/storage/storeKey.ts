/** Where uploaded documents' bytes live (decision 023). Keys are ours, never a client's. */
export interface DocumentStore {
  /** Stores the bytes under `key` (replacing any there). */
  put(key: string, bytes: Uint8Array, mime: string): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Uint8Array | null>;
  /** Removes `key`; a key that is not there is not an error. */
  delete(key: string): Promise<void>;
}

/** A store key: folders and names of letters, digits, '-' and '_'; no '.', no empty part. */
export const SAFE_KEY = /^[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

export function checkKey(key: string): void {
  if (key.length > 200 || !SAFE_KEY.test(key)) throw new Error('unsafe document store key');
}
