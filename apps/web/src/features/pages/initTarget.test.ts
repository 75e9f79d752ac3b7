import { describe, expect, it } from 'vitest';
import { resolveJourneyInit, resolvePageInit } from './initTarget';

const KNOWN = ['/', '/about-us', '/terms', '/profile', '/profile/details', '/page/init'];
const PREFIXES = ['credit-cards/sbi', 'credit-cards/hdfc', 'business-loan/idfc'];

describe('resolvePageInit', () => {
  it('opens a known page, however the app spells it', () => {
    expect(resolvePageInit('?page=about-us', KNOWN)).toBe('/about-us');
    expect(resolvePageInit('?page=/Terms/', KNOWN)).toBe('/terms');
    expect(resolvePageInit('?page=profile/details', KNOWN)).toBe('/profile/details');
  });

  it('keeps the other parameters (app-mode flags)', () => {
    expect(resolvePageInit('?am=1&page=terms&tm=1', KNOWN)).toBe('/terms?am=1&tm=1');
    expect(resolvePageInit('?page=nowhere&am=1', KNOWN)).toBe('/?am=1');
  });

  it('sends anything unknown, outside or missing home', () => {
    expect(resolvePageInit('?page=nowhere', KNOWN)).toBe('/');
    expect(resolvePageInit('?page=https://evil.example', KNOWN)).toBe('/');
    expect(resolvePageInit('?page=//evil.example', KNOWN)).toBe('/');
    expect(resolvePageInit('?page=../terms', KNOWN)).toBe('/');
    expect(resolvePageInit('', KNOWN)).toBe('/');
    expect(resolvePageInit('?page=', KNOWN)).toBe('/');
  });

  it('does not open itself', () => {
    expect(resolvePageInit('?page=page/init', KNOWN)).toBe('/');
  });
});

describe('resolveJourneyInit', () => {
  it('starts a known card journey by its id or its alias', () => {
    expect(resolveJourneyInit('?journey=credit-cards/sbi', PREFIXES)).toBe('/credit-cards/sbi');
    expect(resolveJourneyInit('?journey=HDFC', PREFIXES)).toBe('/credit-cards/hdfc');
  });

  it('starts any registered journey, not only the cards', () => {
    expect(resolveJourneyInit('?journey=business-loan/idfc', PREFIXES)).toBe('/business-loan/idfc');
    expect(resolveJourneyInit('?journey=idfc', PREFIXES)).toBe('/');
  });

  it('keeps the other parameters (reset, app-mode flags)', () => {
    expect(resolveJourneyInit('?journey=sbi&reset=1&am=1', PREFIXES)).toBe(
      '/credit-cards/sbi?reset=1&am=1',
    );
  });

  it('sends an unknown or missing journey home', () => {
    expect(resolveJourneyInit('?journey=credit-cards/nope', PREFIXES)).toBe('/');
    expect(resolveJourneyInit('?journey=personal-loan', PREFIXES)).toBe('/');
    expect(resolveJourneyInit('?journey=credit-cards/sbi/../../x', PREFIXES)).toBe('/');
    expect(resolveJourneyInit('', PREFIXES)).toBe('/');
  });
});
