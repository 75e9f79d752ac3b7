import type { InsurerId } from './insuranceCover.js';

// The insurers' names shown before payment (IRDAI disclosure, decision 045), by the catalogue's
// party id. Which insurer underwrites which cover is the cover's record; once the catalogue's
// parties carry their names (issue 21, the documents work), these are read from there.

export const INSURER_NAMES: Readonly<Record<InsurerId, string>> = {
  /** The "named general insurer, called Lombard here" (spec 03 §1). */
  iciciLombard: 'ICICI Lombard General Insurance',
  /** The group health network of plan 264 (spec 03 §7, `HDFCERGO`). */
  hdfcErgo: 'HDFC ERGO General Insurance',
  /** The group health network of every other plan (spec 03 §7, `Kotak`). */
  kotakGeneral: 'Kotak General Insurance',
  /** Term cover needs a life insurer; the spec names none (decision 045, PLACEHOLDER). */
  kotakLife: 'Kotak Life Insurance',
};

export const insurerName = (insurer: InsurerId): string => INSURER_NAMES[insurer];
