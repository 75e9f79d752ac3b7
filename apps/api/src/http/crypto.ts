import { timingSafeEqual } from 'node:crypto';

/** Constant-time equality of two hex digests (false when their lengths differ). */
export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a, 'hex');
  const y = Buffer.from(b, 'hex');
  return x.length === y.length && x.length > 0 && timingSafeEqual(x, y);
}
