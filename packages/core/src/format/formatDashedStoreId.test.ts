import { describe, expect, it } from 'vitest';
import { formatDashedStoreId } from './formatDashedStoreId.js';

describe('formatDashedStoreId', () => {
  it.each([
    ['1234567801', '12-345678-01'],
    [1234567801, '12-345678-01'],
    ['12345678012', '12-345678-012'],
    ['12-345678-01', '12-345678-01'],
    ['12345', '12-345'],
    ['12', '12'],
    ['', ''],
  ])('%s → %s', (value, expected) => {
    expect(formatDashedStoreId(value)).toBe(expected);
  });
});
