import { describe, expect, it } from 'vitest';
import { CREDIT_HISTORY_LEVELS } from '../catalog/enums.js';
import { creditHistoryText } from './employerCategories.js';
import { SCORE_LEVELS, SCORE_SCALE, scoreLevels } from './scoreLevels.js';

describe('score levels', () => {
  it('names every level on the 300–900 scale', () => {
    expect(scoreLevels('noCredit')).toBe('No credit history');
    expect(scoreLevels('average')).toBe('Fair (300–600)');
    expect(scoreLevels('excellent')).toBe('Good (601–750)');
    expect(scoreLevels('outstanding')).toBe('Excellent (751–900)');
  });

  it('keeps the spec cut-offs and covers the scale without gaps', () => {
    const scored = CREDIT_HISTORY_LEVELS.filter((l) => l.min >= 0).map((l) => SCORE_LEVELS[l.key]);
    expect(scored[0]?.min).toBe(SCORE_SCALE.min);
    expect(scored.at(-1)?.max).toBe(SCORE_SCALE.max);
    for (let i = 1; i < scored.length; i++) {
      expect(scored[i]?.min).toBe((scored[i - 1]?.max ?? 0) + 1);
    }
    for (const l of CREDIT_HISTORY_LEVELS) {
      if (l.max !== null && l.min >= 0) expect(SCORE_LEVELS[l.key].max).toBe(l.max);
    }
  });

  it('is what the card reasons say', () => {
    expect(creditHistoryText('average')).toBe('Fair (300–600)');
  });
});
