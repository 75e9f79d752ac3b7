import { describe, expect, it } from 'vitest';
import type { JourneyDef, StepDef } from '../journeyModel/types.js';
import { reviewRows } from './reviewRows.js';

const step = (id: string, fields: StepDef['fields']): StepDef =>
  ({ id, title: id, fields, next: [] }) as unknown as StepDef;

const def = {
  prefix: 'credit-cards/test',
  steps: [
    step('step1', [{ name: 'firstname', kind: 'text', label: 'FIRST NAME' }]),
    step('step2', [
      { name: 'pancard', kind: 'pan', label: 'PAN' },
      { name: 'dob', kind: 'dob', label: 'DATE OF BIRTH' },
    ]),
    step('step3', [
      { name: 'income', kind: 'money', label: 'Monthly income' },
      {
        name: 'empType',
        kind: 'radio',
        label: 'Work',
        options: [{ value: '1', label: 'Salaried' }],
      },
      { name: 'isProviderChecked', kind: 'disclaimer', label: 'I agree' },
      { name: 'otp', kind: 'otp', label: 'OTP' },
    ]),
    step('step4', [{ name: 'never', kind: 'text', label: 'Never reached' }]),
  ],
} as unknown as JourneyDef;

const answers = {
  firstname: 'Asha',
  pancard: 'ABCPE1234F',
  dobDate: 5,
  dobMonth: 3,
  dobYear: 1990,
  income: 150000,
  empType: '1',
  isProviderChecked: true,
  never: 'x',
};

describe('reviewRows', () => {
  const rows = reviewRows(def, ['step1', 'step2', 'step3'], answers);

  it('masks the PAN and keeps its last 4', () => {
    expect(rows.find((r) => r.name === 'pancard')?.value).toBe('XXXXXX234F');
  });

  it('shows dates as DD/MM/YYYY, money in lakh grouping and options by label', () => {
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['First name', 'Asha'],
      ['Pan', 'XXXXXX234F'],
      ['Date of birth', '05/03/1990'],
      ['Monthly income', '₹1,50,000'],
      ['Work', 'Salaried'],
    ]);
  });

  it('lists only the steps gone through, without consents or codes', () => {
    expect(rows.some((r) => ['never', 'isProviderChecked', 'otp'].includes(r.name))).toBe(false);
  });
});
