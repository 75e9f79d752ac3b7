import { describe, expect, it } from 'vitest';
import type { StepDef } from '../journeyModel/types.js';
import { rblJourney, sbiJourney } from '../journeys/index.js';
import { getStep } from './findStep.js';
import { isStepOptional, skippedAnswers } from './isStepOptional.js';

const metro = getStep(sbiJourney, 'step2.1');

describe('isStepOptional', () => {
  it('is the METRO card step, even after the card was given', () => {
    expect(isStepOptional(metro, {}, {})).toBe(true);
    expect(isStepOptional(metro, { isMetroChecked: true, metroCardNumber: '12345678' }, {})).toBe(
      true,
    );
    expect(isStepOptional(getStep(rblJourney, 'step2.1'), {}, {})).toBe(true);
  });

  it('is not a step with a required field, a mandatory consent, or no fields', () => {
    expect(isStepOptional(getStep(sbiJourney, 'step1'), {}, {})).toBe(false);
    const consent: StepDef = {
      id: 'c',
      title: 'Agree',
      fields: [{ name: 'ok', kind: 'disclaimer', label: 'I agree' }],
    };
    expect(isStepOptional(consent, {}, {})).toBe(false);
    expect(isStepOptional({ id: 'w', title: 'Wait', fields: [] }, {}, {})).toBe(false);
  });

  it('skips with every box unticked and every other field empty', () => {
    expect(skippedAnswers(metro)).toEqual({
      isMetroChecked: false,
      metroCardNumber: '',
      metroHolderNumber: '',
    });
  });
});
