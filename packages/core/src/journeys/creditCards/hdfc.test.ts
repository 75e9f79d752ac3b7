import { describe, expect, it } from 'vitest';
import { journeyState } from '../../engine/journeyState.js';
import { nextStep } from '../../engine/nextStep.js';
import { submitStep } from '../../engine/submitStep.js';
import { MANDATORY_TERMS } from '../../engine/validateStep.js';
import type { Answers, FieldDef } from '../../journeyModel/types.js';
import { samplePath } from '../../products/samples.js';
import { routeOf, testEnv, walk } from './cardJourney.fixture.js';
import { hdfcJourney as j } from './hdfc.js';

const OFFERS = 'credit-card/offers';

describe('hdfc graph', () => {
  it.each<[string, Answers, string]>([
    ['step1', {}, 'step2'],
    ['step2', {}, 'step3'],
    ['step3', {}, 'step4'],
    ['step4', {}, 'step5'],
    ['step5', {}, 'step6'],
    ['step6', { existingCard: 'yes' }, 'step6.1'],
    ['step6', { existingCard: 'no' }, 'step7'],
    ['step6.1', { cardForCard: 'yes' }, 'step6.2'],
    ['step6.1', { cardForCard: 'no' }, 'step7'],
    ['step6.2', {}, 'step7'],
    ['step7', { empType: 'salaried' }, 'step7.1'],
    ['step7', { empType: 'selfEmpl', itrStatus: 'yes' }, 'step7.2'],
    ['step7', { empType: 'selfEmpl', itrStatus: 'no' }, 'step8'],
    ['step7', { empType: 'student' }, 'unknown empType'],
    ['step7.1', {}, 'step8'],
    ['step7.2', {}, 'step8'],
    ['step8', {}, 'step9'],
    ['step9', {}, 'step9.1'],
    ['step9.1', {}, 'step10'],
    ['step10', {}, 'step10.1'],
    ['step10.1', {}, 'step11'],
    ['step11', {}, OFFERS],
  ])('%s with %j → %s', (from, answers, to) => {
    expect(routeOf(nextStep(j, from, answers))).toBe(to);
  });

  it('asks the spec fields at step8 to step11', () => {
    const names = (id: string) => j.steps.find((s) => s.id === id)?.fields.map((f) => f.name);
    expect(names('step8')).toEqual(['qualification']);
    expect(names('step9')).toEqual(['company']);
    expect(names('step9.1')).toEqual(['officeCity']);
    expect(names('step10')).toEqual(['officeAddress', 'officePincode']);
    expect(names('step10.1')).toEqual(['existingRelation']);
    expect(names('step11')).toEqual(['communicationAddress', 'isHDFCDisclaimerChecked']);
  });

  it('shows the HDFC disclaimer with a More text, unticked for everyone, staff too (064)', () => {
    const field = j.steps
      .flatMap((s) => s.fields)
      .find((f) => f.name === 'isHDFCDisclaimerChecked') as FieldDef;
    expect(field.kind).toBe('disclaimer');
    expect(field.more?.length).toBeGreaterThan(50);
    expect(Object.keys(field)).not.toContain('defaultValue');
    expect(Object.keys(field)).not.toContain('defaultCheckedWhen');
  });

  it('refuses the last step while the disclaimer is unchecked', () => {
    const path = samplePath(j.prefix, 'default');
    const before = walk(j, journeyState(j), path.slice(0, -1));
    const r = submitStep(
      j,
      before,
      'step11',
      { communicationAddress: 'office', isHDFCDisclaimerChecked: false },
      { env: testEnv },
    );
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fieldErrors).toEqual({ isHDFCDisclaimerChecked: MANDATORY_TERMS });
  });

  it.each([
    ['default', ['step5', 'step6', 'step7', 'step7.1', 'step8']],
    ['cardForCard', ['step6', 'step6.1', 'step6.2', 'step7', 'step7.1']],
    ['selfEmployed', ['step7', 'step7.2', 'step8']],
    ['selfEmployedNoItr', ['step6', 'step7', 'step8']],
  ])('walks the %s path to the offers', (branch, part) => {
    const path = samplePath(j.prefix, branch);
    const ids = path.map(([id]) => id);
    const at = ids.indexOf(part[0] as string);
    expect(ids.slice(at, at + part.length)).toEqual(part);
    expect(ids.at(-1)).toBe('step11');
    expect(walk(j, journeyState(j), path).current).toBeNull();
  });
});
