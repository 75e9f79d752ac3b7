import { describe, expect, it } from 'vitest';
import type { FieldDef } from '../journeyModel/types.js';
import { maskIdentifier } from './maskIdentifier.js';

const field = (over: Partial<FieldDef>): FieldDef => ({
  name: 'x',
  kind: 'text',
  label: 'X',
  ...over,
});

describe('maskIdentifier', () => {
  it('keeps only the last 4 characters of a PAN field, by its kind', () => {
    expect(maskIdentifier(field({ kind: 'pan', name: 'pancard' }), 'ABCPE1234F')).toBe(
      'XXXXXX234F',
    );
  });

  it('knows a PAN, an Aadhaar number and an account number by their rule, whatever the name', () => {
    const businessPan = field({ name: 'firmId', rules: [{ rule: 'businessPan' }] });
    expect(maskIdentifier(businessPan, 'AAACT1234Q')).toBe('XXXXXX234Q');
    const aadhaar = field({ name: 'uid', rules: [{ rule: 'aadhaar' }] });
    expect(maskIdentifier(aadhaar, '2345-6789-0124')).toBe('XXXX-XXXX-0124');
    expect(maskIdentifier(aadhaar, '234567890124')).toBe('XXXX-XXXX-0124');
    const account = field({
      name: 'acc',
      rules: [{ rule: 'accountNumber' }, { rule: 'maxLength', n: 32 }],
    });
    expect(maskIdentifier(account, '50100123456789')).toBe('XXXXXXXXXX6789');
  });

  it('shows every other field as it is', () => {
    const name = field({ name: 'pancardName', rules: [{ rule: 'name' }] });
    expect(maskIdentifier(name, 'Asha Verma')).toBe('Asha Verma');
    expect(maskIdentifier(field({ name: 'pancard' }), 'ABCPE1234F')).toBe('ABCPE1234F');
  });

  it('hides a value too short to keep 4 of, and is the same when applied twice', () => {
    const account = field({ rules: [{ rule: 'accountNumber' }] });
    expect(maskIdentifier(account, '1234')).toBe('XXXX');
    expect(maskIdentifier(account, '')).toBe('');
    const pan = field({ kind: 'pan' });
    expect(maskIdentifier(pan, maskIdentifier(pan, 'ABCPE1234F'))).toBe('XXXXXX234F');
  });
});
