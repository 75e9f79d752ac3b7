import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../journeyModel/types.js';
import { lookupKey } from './lookupKey.js';
import { askedKeys, isStepFilled, stepFields } from './stepFields.js';

const pincode: FieldDef = { name: 'pincode', kind: 'pincode', label: 'P', lookup: 'pincodeCity' };
const ifsc: FieldDef = { name: 'bankIfscCode', kind: 'text', label: 'I', lookup: 'ifscBank' };
const plain: FieldDef = { name: 'city', kind: 'text', label: 'C' };

describe('lookupKey', () => {
  it("names the answer a lookup derives: a pincode's city, an IFSC's bank, else nothing", () => {
    expect(lookupKey(pincode)).toBe('city');
    expect(lookupKey(ifsc)).toBe('bankName');
    expect(lookupKey(plain)).toBeUndefined();
  });

  it('is written by the step but never asked', () => {
    expect(stepFields(ifsc)).toEqual(['bankIfscCode', 'bankName']);
    expect(askedKeys(ifsc)).toEqual(['bankIfscCode']);
    expect(askedKeys(pincode)).toEqual(['pincode']);
    expect(askedKeys(plain)).toEqual(['city']);
    const step = { id: 's', title: 'S', fields: [ifsc], next: [] };
    expect(isStepFilled(step, { bankIfscCode: 'HDFC0001234' }, {})).toBe(true);
    expect(isStepFilled(step, { bankName: 'HDFC Bank' }, {})).toBe(false);
  });
});
