import { describe, expect, it } from 'vitest';
import { IfscDirectory } from './ifscDirectory.js';

// The format of apps/api/refdata/ifsc.tsv, in small.
const TEXT = [
  '# a comment',
  'B\tHDFC\tHDFC Bank\t1-5,9,200-210\tCAACOB ABC123',
  'B\tAPBL\tAndhra Pradesh State Co-operative Bank\t1001-1020\t',
  'B\tALLA\tAllahabad Bank\t\tAU1234',
  'S\tAPBL0001015\tTSDX',
  'P\tALLA0AU\tAUGX',
  'N\tTSDX\tThe Srikakulam District Co-operative Bank',
  'N\tAUGX\tAllahabad UP Gramin Bank',
  '',
].join('\n');

describe('IfscDirectory', () => {
  const directory = IfscDirectory.parse(TEXT);

  it.each([
    ['HDFC0000001', 'HDFC Bank', '000001'],
    ['hdfc0000009', 'HDFC Bank', '000009'],
    ['HDFC0000205', 'HDFC Bank', '000205'],
    [' HDFC0CAACOB ', 'HDFC Bank', 'CAACOB'],
    ['APBL0001001', 'Andhra Pradesh State Co-operative Bank', '001001'],
    ['APBL0001015', 'The Srikakulam District Co-operative Bank', '001015'],
    ['ALLA0AU1234', 'Allahabad UP Gramin Bank', 'AU1234'],
  ])('%s is a branch of %s', (code, bankName, branchCode) => {
    expect(directory.find(code)).toEqual({
      ifsc: code.trim().toUpperCase(),
      bankCode: code.trim().slice(0, 4).toUpperCase(),
      bankName,
      branchCode,
    });
  });

  it.each([
    ['HDFC0000006', 'a gap between runs'],
    ['HDFC0000211', 'after the last run'],
    ['HDFC0000000', 'before the first run'],
    ['HDFC0XYZ123', 'an unknown lettered branch'],
    ['ZZZZ0000001', 'an unknown bank'],
    ['HDFC1000001', 'no zero in the fifth place'],
    ['HDFC000001', 'ten characters'],
    ['', 'empty'],
  ])('%s is not a branch (%s)', (code) => {
    expect(directory.find(code)).toBeNull();
  });

  it('counts its branches', () => {
    expect(directory.branchCount).toBe(5 + 1 + 11 + 2 + 20 + 1);
  });
});
