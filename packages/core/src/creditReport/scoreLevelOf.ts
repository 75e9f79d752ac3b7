import type { CreditHistoryKey } from '../catalog/employment.js';
import { creditHistoryLevel } from '../catalog/enums.js';
import { scoreLevels } from '../rules/scoreLevels.js';

/**
 * A bureau score's level in the words the offers use (decision 030): 'Good (601–750)';
 * 'No credit history' when the bureau could not score.
 */
export function scoreLevelOf(score: number | null): { key: CreditHistoryKey; text: string } {
  const key: CreditHistoryKey =
    score === null ? 'noCredit' : (creditHistoryLevel(score)?.key ?? 'average');
  return { key, text: scoreLevels(key) };
}
