import { SINGLE_COVERS } from '@tara/core';
import { describe, expect, it } from 'vitest';
import { proposalOf } from './policyRequest.js';

// The proposal follows the shape the cover's record names (decision 068): the shop covers
// insure the shop under its name, term and the person covers the applicant with a nominee.
const ANSWERS = {
  mobile: '9876543210',
  email: 'asha@example.com',
  businessName: 'Verma General Store',
  fullName: 'Asha Verma',
  dobDate: '15',
  dobMonth: '08',
  dobYear: '1990',
  nomineeName: 'Ravi Verma',
  nomineeRelation: '7',
  nomineeDobDate: '02',
  nomineeDobMonth: '03',
  nomineeDobYear: '1988',
};

describe('proposalOf, by the cover record', () => {
  it('names a proposal shape for every single cover', () => {
    expect(SINGLE_COVERS.map((c) => [c.id, c.proposal])).toEqual([
      ['shop', 'business'],
      ['lombard', 'business'],
      ['groupHealth', 'groupHealth'],
      ['instaOpd', 'opd'],
      ['term', 'person'],
      ['accident', 'person'],
      ['dengueMalaria', 'person'],
      ['hospicash', 'person'],
    ]);
  });

  it.each(['shop', 'lombard'] as const)('%s insures the shop under its name', (product) => {
    expect(proposalOf(product, ANSWERS)).toEqual({
      proposer: { name: 'Verma General Store', mobile: '9876543210', email: 'asha@example.com' },
      insured: [],
      nominee: null,
    });
  });

  it.each(['term', 'accident', 'dengueMalaria', 'hospicash'] as const)(
    '%s insures the applicant and names the nominee',
    (product) => {
      const proposal = proposalOf(product, ANSWERS);
      expect(proposal.proposer).toEqual({
        name: 'Asha Verma',
        mobile: '9876543210',
        dob: '1990-08-15',
        email: 'asha@example.com',
      });
      expect(proposal.insured).toEqual([
        { name: 'Asha Verma', relation: 'self', dob: '1990-08-15' },
      ]);
      expect(proposal.nominee).toMatchObject({ name: 'Ravi Verma', dob: '1988-03-02' });
    },
  );
});
