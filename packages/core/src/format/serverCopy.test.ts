import { describe, expect, it } from 'vitest';
import { serverCopy } from './serverCopy.js';

describe('serverCopy', () => {
  it.each([
    ['SimplyCLICK<TM> Card', 'SimplyCLICK™ Card'],
    ['Visa<R> Signature', 'Visa® Signature'],
    ['Annual fee $499', 'Annual fee ₹499'],
    ['5% cashback <dash> all year', '5% cashback – all year'],
    ['<tm> <r> <DASH>', '™ ® –'],
    ['Earn $50 on $500<dash>$1000 <TM><R>', 'Earn ₹50 on ₹500–₹1000 ™®'],
    ['plain text', 'plain text'],
  ])('%s → %s', (text, expected) => {
    expect(serverCopy(text)).toBe(expected);
  });
});
