import { describe, expect, it } from 'vitest';
import { CIN_PATTERN, CompanyIdentity, SANDBOX_COMPANY_IDENTITY } from './companyIdentity.js';
import { placeholdersIn } from './placeholderText.js';

describe('CompanyIdentity', () => {
  it('accepts the sandbox identity, which is marked sandbox', () => {
    expect(CompanyIdentity.parse(SANDBOX_COMPANY_IDENTITY)).toEqual(SANDBOX_COMPANY_IDENTITY);
    expect(SANDBOX_COMPANY_IDENTITY.sandbox).toBe(true);
  });

  it('labels every sandbox value a sample and shows no placeholder wording', () => {
    const { legalName, registeredOffice, grievanceOfficer, jurisdictionCity, supportEmail } =
      SANDBOX_COMPANY_IDENTITY;
    for (const value of [legalName, registeredOffice, grievanceOfficer.name, jurisdictionCity]) {
      expect(value).toMatch(/sample/i);
      expect(value).toMatch(/sandbox/);
    }
    expect(supportEmail).toMatch(/@sandbox\.invalid$/);
    expect(grievanceOfficer.email).toMatch(/@sandbox\.invalid$/);
    expect(placeholdersIn(JSON.stringify(SANDBOX_COMPANY_IDENTITY))).toEqual([]);
  });

  it('checks the CIN: 21 characters in the MCA form', () => {
    expect(CIN_PATTERN.test('U72900KA2020PTC123456')).toBe(true);
    expect(CIN_PATTERN.test('L65110TN2014PLC097792')).toBe(true);
    expect(CIN_PATTERN.test('U72900KA2020PTC12345')).toBe(false);
    expect(CIN_PATTERN.test('X72900KA2020PTC123456')).toBe(false);
    expect(
      CompanyIdentity.safeParse({ ...SANDBOX_COMPANY_IDENTITY, cin: 'not a CIN' }).success,
    ).toBe(false);
  });

  it('refuses a bad e-mail or phone, and an empty name', () => {
    const bad = [
      { supportEmail: 'support' },
      { supportPhone: 'call us' },
      { legalName: ' ' },
      { grievanceOfficer: { ...SANDBOX_COMPANY_IDENTITY.grievanceOfficer, email: 'x' } },
    ];
    for (const change of bad) {
      expect(CompanyIdentity.safeParse({ ...SANDBOX_COMPANY_IDENTITY, ...change }).success).toBe(
        false,
      );
    }
  });
});
