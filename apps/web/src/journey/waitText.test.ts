import { describe, expect, it } from 'vitest';
import { waitText } from './waitText';

describe('waitText', () => {
  it('says what the step waits for, from its call', () => {
    expect(waitText('Waiting for your bank to confirm the e-mandate.')).toBe(
      'Waiting for your bank to confirm the e-mandate. This page moves on by itself; you may also come back later.',
    );
  });

  it('is neutral when the call says nothing', () => {
    const neutral =
      'Waiting for the answer. This page moves on by itself; you may also come back later.';
    expect(waitText(undefined)).toBe(neutral);
    expect(waitText('  ')).toBe(neutral);
  });
});
