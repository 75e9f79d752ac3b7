import { describe, expect, it } from 'vitest';
import { journeyState } from '../../engine/journeyState.js';
import { nextStep } from '../../engine/nextStep.js';
import type { Answers } from '../../journeyModel/types.js';
import { samplePath } from '../../products/samples.js';
import { routeOf, walk } from './cardJourney.fixture.js';
import { iciciJourney as j } from './icici.js';

const OFFERS = 'credit-card/offers';
const sal: Answers = { empType: 'salaried' };
const biz: Answers = { empType: 'selfEmpl', selfEmplType: 'business' };
const pro: Answers = { empType: 'selfEmpl', selfEmplType: 'professional' };

describe('icici graph', () => {
  it.each<[string, Answers, string]>([
    ['step1', {}, 'step2'],
    ['step2', {}, 'step3'],
    ['step3', {}, 'step5'],
    ['step5', {}, 'step6'],
    ['step6', {}, 'step7'],
    ['step7', sal, 'step8.2'],
    ['step7', biz, 'step8'],
    ['step7', pro, 'step9'],
    ['step7', { empType: 'student' }, 'unknown empType'],
    ['step8.2', sal, 'step8'],
    ['step9', pro, 'step13'],
    ['step8', sal, 'step12'],
    ['step8', biz, 'step13'],
    ['step8', { empType: 'student' }, 'unknown empType'],
    ['step12', sal, 'step10'],
    ['step13', biz, 'step10'],
    ['step10', {}, 'step10.1'],
    ['step10.1', { existingRelationWithBank: 'yes' }, 'step10.2'],
    ['step10.1', { existingRelationWithBank: 'no' }, 'step11'],
    ['step10.2', {}, 'step10.3'],
    ['step10.3', {}, 'step11'],
    ['step11', {}, OFFERS],
  ])('%s with %j → %s', (from, answers, to) => {
    expect(routeOf(nextStep(j, from, answers))).toBe(to);
  });

  it('has no step4, and step3 asks the address with the pincode city lookup', () => {
    expect(j.steps.some((s) => s.id === 'step4')).toBe(false);
    const step3 = j.steps.find((s) => s.id === 'step3');
    expect(step3?.fields.map((f) => f.name)).toEqual(['address', 'pincode']);
    expect(step3?.fields[1]?.lookup).toBe('pincodeCity');
  });

  it('checks the date of birth with the ICICI age bounds (provider 3)', () => {
    const dob = j.steps.find((s) => s.id === 'step6')?.fields[0];
    expect(dob?.rules).toEqual([{ rule: 'dob', providerId: 3 }]);
  });

  it.each([
    ['selfEmployed', ['step7', 'step8', 'step13', 'step10', 'step10.1', 'step11']],
    ['iciciCustomer', ['step10.1', 'step10.2', 'step10.3', 'step11']],
    ['default', ['step7', 'step8.2', 'step8', 'step12', 'step10', 'step10.1', 'step11']],
  ])('walks the %s path to the offers', (branch, tail) => {
    const path = samplePath(j.prefix, branch);
    expect(path.map(([id]) => id).slice(-tail.length)).toEqual(tail);
    expect(walk(j, journeyState(j), path).current).toBeNull();
  });
});
