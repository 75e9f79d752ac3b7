import { describe, expect, it } from 'vitest';
import { accountTypeName } from './accountTypeName.js';

describe('accountTypeName', () => {
  it('names account types in words', () => {
    expect(accountTypeName('twoWheelerLoan')).toBe('two-wheeler loan');
    expect(accountTypeName('creditCard')).toBe('credit card');
  });
});
