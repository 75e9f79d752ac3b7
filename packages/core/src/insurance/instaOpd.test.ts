import { describe, expect, it } from 'vitest';
import { opdAppointmentPath, opdInsuredRelation, opdMemberAgeProblem } from './instaOpd.js';

const today = new Date('2026-11-24T00:00:00Z');

describe('Insta OPD rules (decision 053)', () => {
  it("names the insured's relation by the relationship and the gender", () => {
    expect(opdInsuredRelation('spouse', 'female')).toBe('spouse');
    expect(opdInsuredRelation('child', 'male')).toBe('son');
    expect(opdInsuredRelation('child', 'female')).toBe('daughter');
    expect(opdInsuredRelation('parent', 'female')).toBe('mother');
    expect(opdInsuredRelation('parent', 'transgender')).toBe('father');
    expect(opdInsuredRelation('cousin', 'male')).toBeNull();
  });

  it('takes adults from 18 to 65 and children from 3 months to 25', () => {
    expect(opdMemberAgeProblem('father', { date: 1, month: 1, year: 1970 }, today)).toBeNull();
    expect(opdMemberAgeProblem('mother', { date: 1, month: 1, year: 1950 }, today)).toBe(
      'Maximum entry age 65',
    );
    expect(opdMemberAgeProblem('spouse', { date: 1, month: 1, year: 2012 }, today)).toBe(
      'Minimum age 18',
    );
    expect(opdMemberAgeProblem('son', { date: 1, month: 1, year: 2015 }, today)).toBeNull();
    expect(opdMemberAgeProblem('daughter', { date: 1, month: 10, year: 2026 }, today)).toBe(
      'Minimum age 3 months',
    );
    expect(opdMemberAgeProblem('son', { date: 1, month: 1, year: 1995 }, today)).toBe(
      'Maximum entry age 25',
    );
  });

  it("links an issued policy's booking page by its id", () => {
    expect(opdAppointmentPath('a b')).toBe('/insurance/opd/appointment?policy=a%20b');
  });
});
