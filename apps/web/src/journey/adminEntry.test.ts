import { describe, expect, it } from 'vitest';
import { adminEntry } from './adminEntry';

describe('adminEntry', () => {
  it.each([
    ['', { encodedData: null, fromAdmin: false }],
    ['?formSource=admin', { encodedData: null, fromAdmin: true }],
    ['?formSource=ADMIN', { encodedData: null, fromAdmin: true }],
    ['?formSource=partner', { encodedData: null, fromAdmin: false }],
    ['?encodedData=eyJhIjoxfQ%3D%3D', { encodedData: 'eyJhIjoxfQ==', fromAdmin: false }],
    ['?encodedData=', { encodedData: null, fromAdmin: false }],
  ])('%s → %j', (search, expected) => {
    expect(adminEntry(new URLSearchParams(search))).toEqual(expected);
  });
});
