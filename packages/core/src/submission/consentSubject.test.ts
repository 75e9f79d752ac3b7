import { describe, expect, it } from 'vitest';
import { consentSubject, consentWords } from './consentSubject.js';

describe('consentSubject and consentWords', () => {
  const calls = { 'pl.lenderMatch': { facts: { lenderName: 'Bajaj Finance' } } };

  it('records the lender a consent names by a call fact, and nothing for a written-out party', () => {
    expect(consentSubject('pl-lender', calls)).toBe('Bajaj Finance');
    expect(consentSubject('pl-lender', {})).toBeNull();
    expect(consentSubject('idfc-business-loan', calls)).toBe('');
  });

  it('gives back the words shown: the token as the lender recorded', () => {
    expect(consentWords('pl-lender', 'Bajaj Finance')).toBe(
      'I ask Tara to send this application to Bajaj Finance, the lender shown above, for this loan only.',
    );
    expect(consentWords('credit-bureau', '')).toMatch(/^I authorise Tara/);
  });
});
