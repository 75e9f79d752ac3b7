import { describe, expect, it } from 'vitest';
import { maskEmail, maskName, maskPan, maskRecord, maskText } from './mask.js';

describe('masking what lead_calls keeps', () => {
  it('masks a PAN to its digits', () => {
    expect(maskPan('abcde1234f')).toBe('XXXXX1234X');
    expect(maskText('GSTIN 27ABCDE1234F1Z5')).toBe('GSTIN 27XXXXX1234X1Z5');
    expect(maskText('pan:abcde1234f, "ABCDE1234F"')).toBe('pan:XXXXX1234X, "XXXXX1234X"');
  });

  it('keeps a gateway id whole even where ten of its letters look like a PAN', () => {
    // A live Razorpay id is 14 random base62 characters; about one in a thousand holds a
    // PAN-shaped run, and masking it lost the order (the hp journey test's 404).
    for (const id of ['order_ABCDE1234Fxyz', 'order_xyABCDE1234F', 'pay_1abcde1234fQ9']) {
      expect(maskText(id)).toBe(id);
    }
  });

  it('keeps references whole under reference keys, digit runs and all', () => {
    // MDT- and 16 hex digits hold nine digits in a row about one time in ten; a uuid's
    // first two groups about one in seventy.
    const refs = {
      mandateId: 'MDT-0123456789ABCDEF',
      ewId: '12345678-9012-4abc-8def-0123456789ab',
      payment_id: 'pay_123456789012AB',
      externalRef: '98765432101',
    };
    expect(maskRecord(refs)).toEqual(refs);
  });

  it('masks personal data under any key, reference-like or not', () => {
    expect(
      maskRecord({
        panId: 'ABCDE1234F',
        accountId: '001234567890',
        mobileRef: '9876543210',
        note: 'order 123456789012',
        orderId: 'two words 123456789012',
      }),
    ).toEqual({
      panId: 'XXXXX1234X',
      accountId: 'XXXXXXXX7890',
      mobileRef: 'XXXXXX3210',
      note: 'order XXXXXXXX9012',
      orderId: 'two words XXXXXXXX9012',
    });
  });

  it('masks nine digits or more to the last four, spaced or not', () => {
    expect(maskText('aadhaar 1234 5678 9012, mobile 9876543210')).toBe(
      'aadhaar XXXXXXXX9012, mobile XXXXXX3210',
    );
    expect(maskText('pincode 411001, 8 digits 12345678')).toBe('pincode 411001, 8 digits 12345678');
  });

  it('masks an e-mail to its first two letters and its domain', () => {
    expect(maskEmail('bureau.1234@example.com')).toBe('bu*********@example.com');
    expect(maskEmail('ab@x.in')).toBe('ab****@x.in');
    expect(maskEmail('nobox')).toBe('XXXXX');
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
