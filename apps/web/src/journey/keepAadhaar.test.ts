import type { StepDef } from '@tara/core/engine';
import { describe, expect, it } from 'vitest';
import { keptWholeAadhaar } from '../lib/sessionKeys';
import { keepAadhaar } from './keepAadhaar';

const step = (rule: string): StepDef => ({
  id: 'step10',
  title: 'Aadhaar',
  fields: [{ name: 'idNumber', kind: 'text', label: 'NUMBER', rules: [{ rule }] }],
});

describe('keepAadhaar', () => {
  it('keeps the number of a field with the Aadhaar rule for its lead, in memory only', () => {
    keepAadhaar(step('aadhaar'), { idNumber: '2345-6789-0124' }, 'lead-1');
    expect(keptWholeAadhaar('lead-1')).toBe('2345-6789-0124');
    expect(keptWholeAadhaar('lead-2')).toBeNull();
  });

  it('keeps nothing from a step without one', () => {
    keepAadhaar(step('pan'), { idNumber: 'ABCPE1234F' }, 'lead-3');
    expect(keptWholeAadhaar('lead-3')).toBeNull();
  });
});
