import { describe, expect, it } from 'vitest';
import { hospitalPlanOptions, hospitalQuery, PINCODE_MESSAGE } from './hospitalQuery';

describe('hospitalQuery (decision 052)', () => {
  it("asks plan 264's HDFC ERGO network, any other plan's Kotak network", () => {
    expect(hospitalQuery(' 400001 ', '264')).toEqual({
      pincode: '400001',
      hospital_network_type: 'HDFCERGO',
      plan_instrument_id: 7,
    });
    expect(hospitalQuery('400001', '262')).toMatchObject({ hospital_network_type: 'Kotak' });
  });

  it('refuses a pincode that is not 6 digits', () => {
    expect(hospitalQuery('40001', '262')).toBe(PINCODE_MESSAGE);
    expect(hospitalQuery('012345', '262')).toBe(PINCODE_MESSAGE);
  });

  it('offers the group health plans by premium, naming each insurer', () => {
    const options = hospitalPlanOptions();
    expect(options.map((o) => o.value)).toEqual(['261', '262', '264', '263']);
    expect(options[2]?.label).toBe('₹5,00,000 cover, HDFC ERGO General Insurance');
  });
});
