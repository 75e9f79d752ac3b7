import { describe, expect, it } from 'vitest';
import { InsuranceEntryQuerySchema } from './schemas.js';

describe('InsuranceEntryQuerySchema', () => {
  it("reads the query with core's reader", () => {
    expect(
      InsuranceEntryQuerySchema.parse({
        am: '1',
        tm: '1',
        appVersion: '71',
        partner_id: 'p-9',
        mobile: '9876543210',
        prettyName: 'term-insurance',
        formSource: 'admin',
        selectedPL: '3',
        unknown: 'dropped',
      }),
    ).toEqual({
      am: true,
      appVersion: 71,
      categoryId: null,
      instrumentId: null,
      plan: null,
      sopt: null,
      prettyName: 'term-insurance',
      appHeaderTitle: null,
      tm: true,
      partnerId: 'p-9',
      mobile: '9876543210',
      formSource: 'admin',
      selectedPL: '3',
    });
  });

  it('takes the first of repeated values and reads malformed ones as absent', () => {
    const q = InsuranceEntryQuerySchema.parse({
      am: ['1', '0'],
      plan: 'abc',
      mobile: '12345',
    });
    expect(q).toMatchObject({ am: true, plan: null, mobile: null });
  });

  it('refuses a value that is not text', () => {
    expect(InsuranceEntryQuerySchema.safeParse({ am: 1 }).success).toBe(false);
  });
});
