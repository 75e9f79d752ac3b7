import { describe, expect, it } from 'vitest';
import { withGstText } from './withGstText.js';

describe('withGstText', () => {
  it('words a taxed amount as decision 040 does', () => {
    expect(withGstText(299_00, 45_61, 18)).toBe('₹299, including ₹45.61 GST (18\u00a0%)');
  });

  it("says 'GST exempt' when no GST is in the amount (decision 075)", () => {
    expect(withGstText(447_00, 0, 0)).toBe('₹447, GST exempt');
  });
});
