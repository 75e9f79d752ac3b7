import { describe, expect, it } from 'vitest';
import { titleFromPath } from './titleFromPath';

describe('titleFromPath', () => {
  it('title-cases the segments in path order', () => {
    expect(titleFromPath('/credit-card/citibank/rewards-card')).toBe(
      'Credit Card - Citibank - Rewards Card',
    );
  });

  it('writes issuer short names as the issuers do', () => {
    expect(titleFromPath('/credit-card/sbi/sbi-elite')).toBe('Credit Card - SBI - SBI Elite');
    expect(titleFromPath('/credit-card/hdfc/regalia_gold')).toBe(
      'Credit Card - HDFC - Regalia Gold',
    );
    expect(titleFromPath('/icici-hpcl-cc/typeform')).toBe('ICICI HPCL Credit Card - Typeform');
  });

  it('ignores the query, the hash, repeated and trailing slashes', () => {
    expect(titleFromPath('credit-card//american-express/platinum/?utm_source=x#top')).toBe(
      'Credit Card - American Express - Platinum',
    );
  });

  it('lower-cases shouting segments and decodes escapes', () => {
    expect(titleFromPath('/CREDIT-CARD/Axis%20Bank/MY-ZONE')).toBe(
      'Credit Card - Axis Bank - My Zone',
    );
  });

  it('keeps a malformed escape as typed', () => {
    expect(titleFromPath('/credit-card/bad%zz')).toBe('Credit Card - Bad%zz');
  });

  it('is empty for the root and an empty path', () => {
    expect(titleFromPath('/')).toBe('');
    expect(titleFromPath('')).toBe('');
    expect(titleFromPath('/--/')).toBe('');
  });
});
