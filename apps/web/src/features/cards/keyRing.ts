// The Idempotency-Key of an application: the same while the same application is retried
// after no definite answer, a new one otherwise. (The journey has its own: sharing that
// module, or lib/uuid, split the journey step's chunk: +0.2 to 1 KB on its budget.)

/** 128 random bits in hex: 1–255 printable characters, as the API takes (decision 004). */
function randomKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

export interface KeyRing {
  keyFor: (signature: string) => string;
  /** The last attempt got a definite answer; the next one is a new application. */
  settle: () => void;
}

export function createKeyRing(newKey: () => string = randomKey): KeyRing {
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
