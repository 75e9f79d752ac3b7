import { describe, expect, it } from 'vitest';
import type { StepDef } from '../journeyModel/types.js';
import { aadhaarAnswerKeys, holdsAadhaar, maskAadhaarAnswers } from './aadhaarAnswers.js';

const step: StepDef = {
  id: 'step10',
  title: 'Aadhaar',
  fields: [
    { name: 'aadhaar', kind: 'text', label: 'AADHAAR NUMBER', rules: [{ rule: 'aadhaar' }] },
    { name: 'pancard', kind: 'pan', label: 'PAN', rules: [{ rule: 'pan' }] },
  ],
  next: [{ to: 'step11' }],
};

describe('maskAadhaarAnswers', () => {
  it('keeps only the last 4 digits of an Aadhaar answer, typed any way', () => {
    for (const typed of ['234567890124', '2345-6789-0124', '2345 6789 0124', 234567890124]) {
      expect(maskAadhaarAnswers([step], { aadhaar: typed, pancard: 'ABCPE1234F' })).toEqual({
        aadhaar: 'XXXX-XXXX-0124',
        pancard: 'ABCPE1234F',
      });
    }
  });

  it('leaves a masked answer, other answers and the input as they are', () => {
    const masked = { aadhaar: 'XXXX-XXXX-0124', pancard: 'ABCPE1234F' };
    expect(maskAadhaarAnswers([step], masked)).toBe(masked);
    const input = { aadhaar: '234567890124' };
    maskAadhaarAnswers([step], input);
    expect(input.aadhaar).toBe('234567890124');
    expect(maskAadhaarAnswers([], input)).toBe(input);
  });

  it('knows the fields by their rule, not their name', () => {
    expect(aadhaarAnswerKeys([step])).toEqual(['aadhaar']);
    expect(holdsAadhaar({ name: 'aadhaar', kind: 'text', label: 'AADHAAR' })).toBe(false);
  });
});
