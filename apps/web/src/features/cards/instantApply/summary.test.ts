import { validateStep } from '@tara/core/engine';
import { instantApplyForm, instantApplySample } from '@tara/core/instantApply';
import { describe, expect, it } from 'vitest';
import { summaryLabel, summaryRows } from './summary';

const TODAY = { today: new Date('2025-06-01T00:00:00Z') };

const AMEX = instantApplySample('amex');

describe('review summary', () => {
  it('reads the answers as the user gave them', () => {
    const step = instantApplyForm('amex');
    const { values } = validateStep(step, AMEX, {}, {}, TODAY);
    const rows = summaryRows(step, { ...AMEX, ...values });
    const row = (name: string) => rows.find((r) => r.name === name);
    expect(row('dob')).toEqual({
      name: 'dob',
      label: 'Date of birth (DD/MM/YYYY)',
      value: '15/08/1990',
    });
    expect(row('gender')?.value).toBe('Female');
    expect(row('monthlyIncome')?.value).toBe('₹85,000');
    expect(row('pancard')?.label).toBe('PAN');
    expect(row('consentOnlineStatements')?.value).toBe('Yes');
    expect(row('consentEmail')).toBeUndefined();
    expect(row('middlename')).toBeUndefined();
  });

  it('writes labels in sentence case', () => {
    expect(summaryLabel('MIDDLE NAME (OPTIONAL)')).toBe('Middle name');
    expect(summaryLabel('STD CODE (OPTIONAL)')).toBe('STD code');
    expect(summaryLabel('OFFICE E-MAIL')).toBe('Office e-mail');
    expect(summaryLabel('AADHAAR NUMBER')).toBe('Aadhaar number');
  });
});
