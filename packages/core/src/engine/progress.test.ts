import { describe, expect, it } from 'vitest';
import { fixtureJourney as j } from './engine.fixture.js';
import { longestPathFrom, progress } from './progress.js';

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
