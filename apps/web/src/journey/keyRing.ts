import { uuid } from '../lib/uuid';

export interface KeyRing {
  /** The Idempotency-Key for this submit: the same while the same submit is retried. */
  keyFor: (signature: string) => string;
  /** The last submit got a definite answer; the next one is a new attempt. */
  settle: () => void;
}

/**
 * One key per submit attempt. A retry of the same submit (same body, no definite answer yet:
 * network failure or 5xx) reuses the key so the server can answer it once.
 */
export function createKeyRing(newKey: () => string = uuid): KeyRing {
  let last: { signature: string; key: string } | null = null;
  return {
    keyFor(signature) {
      if (last?.signature !== signature) last = { signature, key: newKey() };
      return last.key;
    },
    settle() {
      last = null;
    },
  };
}
