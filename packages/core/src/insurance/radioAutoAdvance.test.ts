import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../journeyModel/types.js';
import {
  insuranceRadioAdvances,
  RADIO_ADVANCE_DEBOUNCE_MS,
  SELF_EMPLOYED,
} from './radioAutoAdvance.js';

const radio = (name: string, required = true): FieldDef => ({
  name,
  kind: 'radio',
  label: name,
  required,
  options: [
    { value: 'a', label: 'A' },
    { value: 'b', label: 'B' },
  ],
});
const empType: FieldDef = {
  name: 'empType',
  kind: 'radio',
  label: 'EMPLOYMENT TYPE',
  options: [
    { value: 'salaried', label: 'Salaried' },
    { value: SELF_EMPLOYED, label: 'Self-employed' },
  ],
};
const text: FieldDef = { name: 'businessName', kind: 'text', label: 'SHOP NAME' };

describe('insuranceRadioAdvances', () => {
  it('waits 1000 ms', () => {
    expect(RADIO_ADVANCE_DEBOUNCE_MS).toBe(1000);
  });

  it('moves on once every required radio is answered', () => {
    const fields = [radio('gender'), radio('itrStatus'), text];
    expect(insuranceRadioAdvances(fields, {})).toBe(false);
    expect(insuranceRadioAdvances(fields, { gender: 'a' })).toBe(false);
    expect(insuranceRadioAdvances(fields, { gender: 'a', itrStatus: ' ' })).toBe(false);
    expect(insuranceRadioAdvances(fields, { gender: 'a', itrStatus: 'b' })).toBe(true);
  });

  it('does not wait for optional radios', () => {
    expect(insuranceRadioAdvances([radio('gender'), radio('x', false)], { gender: 'a' })).toBe(
      true,
    );
  });

  it('moves on at once for a self-employed applicant', () => {
    const fields = [empType, radio('itrStatus')];
    expect(insuranceRadioAdvances(fields, { empType: SELF_EMPLOYED })).toBe(true);
    expect(insuranceRadioAdvances(fields, { empType: 'salaried' })).toBe(false);
    expect(insuranceRadioAdvances(fields, { empType: 'salaried', itrStatus: 'a' })).toBe(true);
  });

  it('ignores a self-employed answer of another step', () => {
    expect(insuranceRadioAdvances([radio('itrStatus')], { empType: SELF_EMPLOYED })).toBe(false);
  });

  it('never moves a step without a required radio', () => {
    expect(insuranceRadioAdvances([text], { businessName: 'Asha Stores' })).toBe(false);
    expect(insuranceRadioAdvances([], {})).toBe(false);
  });
});
