import { describe, expect, it } from 'vitest';
import { fillFacts } from './fillFacts.js';

describe('fillFacts', () => {
  const calls = { 'pl.lenderMatch': { facts: { lenderName: 'Bajaj Finance', score: 0 } } };

  it("fills a {call.fact} token with that call's fact (the call's name may hold dots)", () => {
    expect(fillFacts('Send it to {pl.lenderMatch.lenderName}.', calls)).toBe(
      'Send it to Bajaj Finance.',
    );
    expect(fillFacts('{pl.lenderMatch.score}', calls)).toBe('0');
  });

  it('leaves a token whose fact is missing, and text without tokens, as it is', () => {
    expect(fillFacts('to {pl.lenderMatch.city}', calls)).toBe('to {pl.lenderMatch.city}');
    expect(fillFacts('to {ckyc.kycName}', undefined)).toBe('to {ckyc.kycName}');
    expect(fillFacts('I agree to the Terms', calls)).toBe('I agree to the Terms');
  });
});
