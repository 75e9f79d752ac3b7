/** A random v4 UUID. `crypto.randomUUID` needs a secure context; plain http falls back. */
export function uuid(): string {
  return (
    crypto.randomUUID?.() ??
    '10000000-1000-4000-8000-100000000000'.replace(/[018]/g, (c) =>
      (+c ^ ((crypto.getRandomValues(new Uint8Array(1))[0] ?? 0) & (15 >> (+c / 4)))).toString(16),
    )
  );
}
