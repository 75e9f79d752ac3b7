import { describe, expect, it } from 'vitest';
import { prng } from '../rules/rules.fixture.js';
import { normalizeAddress, splitAddress, splitAddressParts } from './splitAddress.js';

const a = (n: number, ch = 'a') => ch.repeat(n);

describe('splitAddress into 2 × 40 (RBL)', () => {
  it.each([
    ['empty', '', ['', '']],
    ['null', null, ['', '']],
    ['only spaces', '  \n\t ', ['', '']],
    ['short', '12 MG Road', ['12 MG Road', '']],
    ['one word of exactly 40', a(40), [a(40), '']],
    ['one word of 41 is cut at 40', a(41), [a(40), 'a']],
    ['words filling exactly 40', `${a(19)} ${a(20)}`, [`${a(19)} ${a(20)}`, '']],
    ['41 with the space: the last word moves down', `${a(20)} ${a(20)}`, [a(20), a(20)]],
    [
      'no word is cut',
      'Flat 402, Sunshine Apartments, Lokhandwala Complex, Andheri West',
      ['Flat 402, Sunshine Apartments,', 'Lokhandwala Complex, Andheri West'],
    ],
    ['extra whitespace collapses', '  12   MG\n\nRoad ,  Fort  ', ['12 MG Road, Fort', '']],
    ['a long word starts its own line', `12 ${a(45)} Road`, ['12', a(40)]],
  ])('%s', (_, text, expected) => {
    expect(splitAddress(text, 2, 40)).toEqual(expected);
  });

  it('breaks after a comma when there is no space', () => {
    expect(splitAddress('Flat12,SunshineApartments,MGRoad,AndheriWestMumbai', 2, 40)).toEqual([
      'Flat12,SunshineApartments,MGRoad,',
      'AndheriWestMumbai',
    ]);
  });
});

describe('splitAddress into 3 × 24 (Amex office)', () => {
  it.each([
    ['exactly 24', a(24), [a(24), '', '']],
    ['25 is cut', a(25), [a(24), 'a', '']],
    ['24 with words', `${a(11)} ${a(12)}`, [`${a(11)} ${a(12)}`, '', '']],
    ['25 with words', `${a(12)} ${a(12)}`, [a(12), a(12), '']],
    [
      'an office address',
      '21 Nariman Point, Nirmal Building, Mumbai 400021',
      ['21 Nariman Point, Nirmal', 'Building, Mumbai 400021', ''],
    ],
    [
      'a long word in the middle',
      '12 Supercalifragilisticexpialidocious Road',
      ['12', 'Supercalifragilisticexpi', 'alidocious Road'],
    ],
  ])('%s', (_, text, expected) => {
    expect(splitAddress(text, 3, 24)).toEqual(expected);
  });
});

describe('overflow beyond the last part', () => {
  it('is left out of the parts (never longer than the maximum) and returned apart', () => {
    const text = 'Flat 12, Tower B, Sunshine Heights, Near City Mall, Andheri West, Mumbai';
    expect(splitAddressParts(text, 3, 24)).toEqual({
      parts: ['Flat 12, Tower B,', 'Sunshine Heights, Near', 'City Mall, Andheri West,'],
      overflow: 'Mumbai',
    });
  });
  it('of a cut word keeps its characters in order', () => {
    expect(splitAddressParts(a(30, 'x'), 1, 24)).toEqual({
      parts: [a(24, 'x')],
      overflow: a(6, 'x'),
    });
  });
  it('is empty when everything fits', () => {
    expect(splitAddressParts('12 MG Road', 2, 40).overflow).toBe('');
  });
  it('is everything for zero parts', () => {
    expect(splitAddressParts(' 12  MG Road ', 0, 40)).toEqual({
      parts: [],
      overflow: '12 MG Road',
    });
  });
});

describe('splitAddress invariants', () => {
  it('never exceeds the maximum, always gives the parts asked, loses and reorders nothing', () => {
    const rnd = prng(11);
    const words = ['12', 'MG', 'Road,', 'Andheri', 'West', 'Flat', '402', 'B-Wing', ',', 'Near'];
    for (let i = 0; i < 500; i++) {
      const max = 5 + Math.floor(rnd() * 40);
      const parts = 1 + Math.floor(rnd() * 3);
      const n = Math.floor(rnd() * 14);
      const text = Array.from({ length: n }, () =>
        rnd() < 0.1 ? a(1 + Math.floor(rnd() * 60), 'z') : words[Math.floor(rnd() * words.length)],
      ).join(rnd() < 0.2 ? '  ' : ' ');
      const split = splitAddressParts(text, parts, max);
      expect(split.parts).toHaveLength(parts);
      for (const p of split.parts) expect(p.length).toBeLessThanOrEqual(max);
      const squash = (s: string) => s.replace(/\s/g, '');
      expect(squash(split.parts.join('') + split.overflow)).toBe(squash(normalizeAddress(text)));
    }
  });

  it('refuses a maximum below 1', () => {
    expect(() => splitAddress('x', 2, 0)).toThrow(RangeError);
  });
});
