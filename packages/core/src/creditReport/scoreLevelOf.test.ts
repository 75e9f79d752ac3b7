import { describe, expect, it } from 'vitest';
import { scoreLevelOf } from './scoreLevelOf.js';

describe('scoreLevelOf', () => {
  it('names a score on the 300–900 scale as the offers do', () => {
    expect(scoreLevelOf(661)).toEqual({ key: 'excellent', text: 'Good (601–750)' });
    expect(scoreLevelOf(751).text).toBe('Excellent (751–900)');
    expect(scoreLevelOf(540).text).toBe('Fair (300–600)');
    expect(scoreLevelOf(null)).toEqual({ key: 'noCredit', text: 'No credit history' });
  });
});
