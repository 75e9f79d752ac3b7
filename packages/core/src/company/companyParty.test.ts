import { describe, expect, it } from 'vitest';
import { grievanceLine, partyLine } from '../catalog/documentParties.js';
import { SANDBOX_COMPANY_IDENTITY } from './companyIdentity.js';
import { companyParty } from './companyParty.js';

const live = {
  ...SANDBOX_COMPANY_IDENTITY,
  legalName: 'Example Fintech Private Limited',
  cin: 'U72900KA2020PTC123456',
  grievanceOfficer: {
    name: 'A. Officer',
    email: 'grievance@example.com',
    phone: '+91 80 4000 0000',
    address: '1 MG Road, Bengaluru 560001',
  },
  sandbox: false,
};

describe('companyParty', () => {
  it('names the configured company, its CIN and its grievance officer', () => {
    const party = companyParty(live);
    expect(party.kind).toBe('platform');
    expect(partyLine(party)).toBe('Example Fintech Private Limited (CIN U72900KA2020PTC123456)');
    expect(grievanceLine(party)).toBe(
      'A. Officer, Example Fintech Private Limited: +91 80 4000 0000, grievance@example.com.',
    );
  });

  it('marks the sandbox CIN a sample', () => {
    expect(partyLine(companyParty(SANDBOX_COMPANY_IDENTITY))).toBe(
      'Sample company (sandbox), not a real company (CIN U00000KA0000PTC000000 (sample))',
    );
  });
});
