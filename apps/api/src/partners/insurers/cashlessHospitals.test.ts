import { describe, expect, it } from 'vitest';
import { SAMPLE_ADDRESS, sandboxCashlessHospitals } from './cashlessHospitals.js';

describe('sandboxCashlessHospitals (decision 083)', () => {
  it('answers the same three to six sample entries for the same query', () => {
    const list = sandboxCashlessHospitals('600001', 'Chennai', 'Kotak');
    expect(list.length).toBeGreaterThanOrEqual(3);
    expect(list.length).toBeLessThanOrEqual(6);
    expect(sandboxCashlessHospitals('600001', 'Chennai', 'Kotak')).toEqual(list);
    expect(sandboxCashlessHospitals('600001', 'Chennai', 'HDFCERGO')).not.toEqual(list);
  });

  it('names nothing that could pass for a real hospital or street', () => {
    for (const network of ['Kotak', 'HDFCERGO'] as const) {
      for (const h of sandboxCashlessHospitals('600001', 'Chennai', network)) {
        expect(h.name).toMatch(/^Sample Hospital \d+, Chennai — sandbox data$/);
        expect(h.address).toBe(`${SAMPLE_ADDRESS}, Chennai 600001`);
        expect(`${h.name} ${h.address}`).not.toMatch(/Road|Street|ENT|Multispeciality/);
        expect(h.address).not.toMatch(/^\d/);
      }
    }
  });
});
