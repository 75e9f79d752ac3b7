import type { CreditHistoryKey } from '../catalog/employment.js';

// The credit-history levels named on the bureau's 300–900 score scale (decision 030). The
// spec's levels keep their keys and cut-offs (600, 750); only the words change: "Average
// (0–600)" read as if 0 were a score and "Excellent" sat below "Outstanding".

export interface ScoreLevel {
  readonly name: string;
  /** Inclusive bounds on the 300–900 scale; null for "no credit history" (no score). */
  readonly min: number | null;
  readonly max: number | null;
}

export const SCORE_SCALE = { min: 300, max: 900 } as const;

export const SCORE_LEVELS: Readonly<Record<CreditHistoryKey, ScoreLevel>> = {
  noCredit: { name: 'No credit history', min: null, max: null },
  average: { name: 'Fair', min: 300, max: 600 },
  excellent: { name: 'Good', min: 601, max: 750 },
  outstanding: { name: 'Excellent', min: 751, max: 900 },
};

/** 'Good (601–750)', 'No credit history'. */
export function scoreLevels(key: CreditHistoryKey): string {
  const level = SCORE_LEVELS[key];
  if (level.min === null || level.max === null) return level.name;
  return `${level.name} (${level.min}–${level.max})`;
}
