import { describe, expect, it } from 'vitest';
import type { StepDef } from '../journeyModel/types.js';
import { CHOOSE_OPTION, INVALID_VALUE, MANDATORY_TERMS, validateStep } from './validateStep.js';

const env = { today: new Date('2026-11-21T00:00:00Z') };

const step: StepDef = {
  id: 's',
  title: 'S',
  fields: [
    {
      name: 'firstname',
      kind: 'text',
      label: 'First name',
      rules: [{ rule: 'required', message: 'Please enter the first name' }],
    },
    { name: 'pancard', kind: 'pan', label: 'PAN', required: false },
    { name: 'mobile', kind: 'mobile', label: 'Mobile', required: false },
    { name: 'income', kind: 'money', label: 'Income', required: false },
    {
      name: 'itrStatus',
      kind: 'radio',
      label: 'ITR',
      required: false,
      options: [
        { value: 'yes', label: 'Yes' },
        { value: 'no', label: 'No' },
      ],
    },
    {
      name: 'itrValue',
      kind: 'money',
      label: 'ITR value',
      showWhen: { field: 'itrStatus', eq: 'yes' },
    },
    { name: 'dob', kind: 'dob', label: 'Date of birth', required: false },
    { name: 'terms', kind: 'disclaimer', label: 'I agree', required: false },
  ],
  next: [{ to: 's' }],
};

function check(values: Record<string, unknown>) {
  return validateStep(step, values, {}, {}, env);
}

describe('validateStep', () => {
  it('uses the field’s own required message', () => {
    expect(check({}).errors).toEqual({ firstname: 'Please enter the first name' });
  });

  it('normalises: trims, upper-cases PAN, strips +91, parses rupees, pads dates', () => {
    const r = check({
      firstname: '  Asha ',
      pancard: 'abcpe1234f',
      mobile: '+91 98765 43210',
      income: '₹1,20,000',
      dobDate: '5',
      dobMonth: '8',
      dobYear: '1990',
    });
    expect(r.errors).toEqual({});
    expect(r.values).toEqual({
      firstname: 'Asha',
      pancard: 'ABCPE1234F',
      mobile: '9876543210',
      income: 120000,
      dobDate: '05',
      dobMonth: '08',
      dobYear: '1990',
    });
  });

  it('drops keys that are not fields of the step', () => {
    expect(check({ firstname: 'Asha', haveBankCard: 'yes' }).values).toEqual({ firstname: 'Asha' });
  });

  it('rejects an option that is not offered, and malformed types', () => {
    expect(check({ firstname: 'A', itrStatus: 'maybe' }).errors).toEqual({
      itrStatus: CHOOSE_OPTION,
    });
    expect(check({ firstname: { a: 1 } }).errors).toEqual({ firstname: INVALID_VALUE });
    expect(check({ firstname: 'A', income: 'lots' }).errors).toEqual({ income: INVALID_VALUE });
  });

  it('requires a field shown by showWhen and drops it when hidden', () => {
    expect(check({ firstname: 'A', itrStatus: 'yes' }).errors).toEqual({ itrValue: 'Required' });
    expect(check({ firstname: 'A', itrStatus: 'no', itrValue: '5' }).values).toEqual({
      firstname: 'A',
      itrStatus: 'no',
    });
  });

  it('needs every box of a required date of birth, reported on the field', () => {
    const dobStep: StepDef = { ...step, fields: [{ name: 'dob', kind: 'dob', label: 'DOB' }] };
    const r = validateStep(dobStep, { dobDate: '1', dobMonth: '2' }, {}, {}, env);
    expect(r.errors).toEqual({ dob: 'Required' });
  });

  it('asks for a mandatory disclaimer to be confirmed', () => {
    const terms: StepDef = { ...step, fields: [{ name: 'terms', kind: 'disclaimer', label: 'T' }] };
    expect(validateStep(terms, { terms: false }, {}, {}, env).errors).toEqual({
      terms: MANDATORY_TERMS,
    });
    expect(validateStep(terms, { terms: true }, {}, {}, env).errors).toEqual({});
  });
});

describe('validateStep autosuggest', () => {
  const suggestStep: StepDef = {
    id: 's',
    title: 'S',
    fields: [
      {
        name: 'company',
        kind: 'autosuggest',
        label: 'Company',
        rules: [{ rule: 'maxLength', n: 10 }],
        suggest: { source: 'companies', freeText: false, noMatchMessage: 'Not eligible' },
      },
      {
        name: 'city',
        kind: 'autosuggest',
        label: 'City',
        required: false,
        suggest: { source: 'cities', freeText: true },
      },
    ],
    next: [{ to: 's' }],
  };
  const check = (values: Record<string, unknown>) => validateStep(suggestStep, values, {}, {}, env);

  it('needs a picked suggestion when free text is not allowed', () => {
    expect(check({ company: 'Acme' }).errors).toEqual({ company: 'Not eligible' });
    expect(check({ company: { id: 3, name: 'Acme' } }).errors).toEqual({});
  });

  it('runs the rules on the suggestion’s name and accepts free text where allowed', () => {
    expect(check({ company: { id: 3, name: 'Acme Industries' } }).errors).toEqual({
      company: 'Must be 10 characters or less',
    });
    expect(check({ company: { id: 3, name: 'Acme' }, city: 'Karwar' }).values.city).toBe('Karwar');
  });

  it('refuses a suggestion without a name', () => {
    expect(check({ company: { id: 3 } }).errors).toEqual({ company: INVALID_VALUE });
  });
});
