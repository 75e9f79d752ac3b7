import { describe, expect, it } from 'vitest';
import {
  INSURANCE_LEAD_STATUS,
  INSURANCE_LEAD_STATUS_LABELS,
  insuranceLeadStatusName,
} from './insuranceLeadStatus.js';

describe('insurance lead status codes', () => {
  it('runs from 256 lead created to 263 payment completed', () => {
    expect(Object.values(INSURANCE_LEAD_STATUS)).toEqual([256, 257, 258, 259, 260, 261, 262, 263]);
    expect(INSURANCE_LEAD_STATUS.paymentCompleted).toBe(263);
    expect(INSURANCE_LEAD_STATUS_LABELS[263]).toBe('payment completed');
    expect(INSURANCE_LEAD_STATUS_LABELS[256]).toBe('lead created');
    expect(INSURANCE_LEAD_STATUS_LABELS[257]).toBe('DOB shared');
  });

  it('names a code, and no other number', () => {
    expect(insuranceLeadStatusName(258)).toBe('quoteGenerated');
    expect(insuranceLeadStatusName(262)).toBe('declaredGoodHealth');
    expect(insuranceLeadStatusName(255)).toBeNull();
    expect(insuranceLeadStatusName(264)).toBeNull();
  });
});
