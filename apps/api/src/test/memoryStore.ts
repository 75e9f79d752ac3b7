import type { DocumentStore } from '../storage/documentStore.js';

/** A store in memory for tests that look at what was kept. */
export function memoryStore(): DocumentStore & { size: () => number; keys: () => string[] } {
  const objects = new Map<string, Uint8Array>();
  return {
    async put(key, bytes) {
      objects.set(key, new Uint8Array(bytes));
    },
    async get(key) {
      return objects.get(key) ?? null;
    },
    async delete(key) {
      objects.delete(key);
    },
    size: () => objects.size,
    keys: () => [...objects.keys()],
  };
}
