import { createHash } from 'node:crypto';
import type { Scalar } from '@tara/core';

/**
 * The claim key of a call's input: SHA-256 of its canonical JSON (keys sorted), so the same
 * answers give the same hash whatever order they were collected in.
 */
export function callInputHash(input: Record<string, Scalar>): string {
  return createHash('sha256').update(canonicalJson(input)).digest('hex');
}

/** JSON of a flat record with its keys sorted. */
export function canonicalJson(input: Record<string, Scalar>): string {
  const sorted = Object.keys(input)
    .sort()
    .map((key) => [key, input[key] ?? null] as const);
  return JSON.stringify(Object.fromEntries(sorted));
}
