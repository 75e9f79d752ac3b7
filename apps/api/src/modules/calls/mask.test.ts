import { describe, expect, it } from 'vitest';
import { maskName, maskPan, maskRecord, maskText } from './mask.js';

describe('masking what lead_calls keeps', () => {
  it('masks a PAN to its digits', () => {
    expect(maskPan('abcde1234f')).toBe('XXXXX1234X');
    expect(maskText('GSTIN 27ABCDE1234F1Z5')).toBe('GSTIN 27XXXXX1234X1Z5');
  });

  it('masks nine digits or more to the last four, spaced or not', () => {
    expect(maskText('aadhaar 1234 5678 9012, mobile 9876543210')).toBe(
      'aadhaar XXXXXXXX9012, mobile XXXXXX3210',
    );
    expect(maskText('pincode 411001, 8 digits 12345678')).toBe('pincode 411001, 8 digits 12345678');
  });

  it('masks names to their initials', () => {
    expect(maskName(' Ravi  Kumar ')).toBe('R*** K****');
  });

  it('masks every string of a nested record, and leaves numbers alone', () => {
    expect(maskRecord({ a: ['ABCDE1234F'], b: { c: '001234567890' }, n: 9876543210 })).toEqual({
      a: ['XXXXX1234X'],
      b: { c: 'XXXXXXXX7890' },
      n: 9876543210,
    });
  });
});
