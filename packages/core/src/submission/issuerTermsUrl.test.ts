import { describe, expect, it } from 'vitest';
import { PROVIDER_BY_ALIAS } from '../catalog/providers.js';
import { issuerTermsUrl } from './issuerTermsUrl.js';

describe('issuerTermsUrl', () => {
  it('links every card issuer to its own terms over https', () => {
    const issuers = Object.entries(PROVIDER_BY_ALIAS).filter(([, id]) => id !== null);
    for (const [alias] of issuers) expect(issuerTermsUrl(alias)).toMatch(/^https:\/\//);
  });

  it("falls back to Tara's terms for an issuer without a known page", () => {
    expect(issuerTermsUrl('nobank')).toBe('/terms');
    expect(issuerTermsUrl(null)).toBe('/terms');
  });
});
