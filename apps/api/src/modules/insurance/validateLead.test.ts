import { describe, expect, it } from 'vitest';
import { withoutNames } from './validateLead.js';

describe('the refusal put in the step6 URL (decision 048)', () => {
  const proposal = {
    proposer: { name: 'Asha Verma', mobile: '9876543210' },
    insured: [{ name: 'Asha Verma', relation: 'self' as const, dob: '1950-01-01' }],
    nominee: null,
  };

  it('carries no name of the proposer or the insured', () => {
    expect(withoutNames('Asha Verma: Maximum entry age 60', proposal)).toBe(
      'The insured person: Maximum entry age 60',
    );
    expect(withoutNames('The insurer has declined this proposal.', proposal)).toBe(
      'The insurer has declined this proposal.',
    );
  });
});
