import { describe, expect, it } from 'vitest';
import { fixtureJourney as j } from './engine.fixture.js';
import { v2Journey as v2 } from './engineV2.fixture.js';
import { longestPathFrom, progress, stepNumber } from './progress.js';

describe('progress', () => {
  it('counts the longest remaining path over every branch', () => {
    expect(longestPathFrom(j, 'g')).toBe(1);
    expect(longestPathFrom(j, 'e')).toBe(3); // e → f → g
    expect(longestPathFrom(j, 'a')).toBe(6); // a → b → c|d → e → f → g
  });

  it('is answered / (answered + remaining), in percent', () => {
    expect(progress(j, [], 'a')).toBe(0);
    expect(progress(j, ['a', 'b', 'c'], 'e')).toBe(50);
    expect(progress(j, ['a', 'b', 'c', 'e'], 'g')).toBe(80);
    expect(progress(j, ['a', 'b', 'c', 'e', 'g'], null)).toBe(100);
  });
});

describe('progress on the journey scale', () => {
  it('is the step number / `of`, with per-step overrides', () => {
    expect(progress(v2, [], 'step1')).toBe(20);
    expect(progress(v2, ['step1', 'step2'], 'step2.1')).toBe(42); // 2.1 / 5
    expect(progress(v2, ['step1', 'step2'], 'step3')).toBe(70); // at: { step3: 70 }
    expect(progress(v2, ['step1', 'step2', 'step3', 'step4'], 'step5')).toBe(100);
  });

  it('is 100 once finished or exited, whatever the history', () => {
    expect(progress(v2, ['step1', 'step2'], null)).toBe(100);
    expect(progress(j, [], null)).toBe(100);
  });

  it('falls back to the remaining path for a step without a number', () => {
    const odd = { ...j, progress: { of: 43 } };
    expect(progress(odd, ['a', 'b', 'c'], 'e')).toBe(50);
  });

  it('reads the number in a step id, decimals included', () => {
    expect(stepNumber('step28')).toBe(28);
    expect(stepNumber('step6.3')).toBe(6.3);
    expect(stepNumber('disbursal-status')).toBeNull();
  });
});
