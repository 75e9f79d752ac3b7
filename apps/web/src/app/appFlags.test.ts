import { describe, expect, it } from 'vitest';
import type { LandingFlags } from './appFlags';
import { flagsQuery, landingFlags } from './appFlags';

const NONE: LandingFlags = { am: false, tm: false, dm: false, appVersion: null };
const KEPT: LandingFlags = { am: true, tm: true, dm: false, appVersion: 60 };

describe('landingFlags', () => {
  it.each([
    ['', null, NONE],
    ['?am=1', null, { ...NONE, am: true }],
    ['?am', null, { ...NONE, am: true }],
    ['?am=true', null, { ...NONE, am: true }],
    ['?am=0', null, NONE],
    ['?tm=1', null, { ...NONE, tm: true }],
    ['?tm=2', null, NONE],
    ['?dm=1', null, { ...NONE, dm: true }],
    ['?am=1&tm=1&appVersion=59', null, { ...NONE, am: true, tm: true, appVersion: 59 }],
    ['?appVersion=abc', null, NONE],
    ['?appVersion=-3', null, NONE],
    // kept for the session: a later landing without the flags keeps them
    ['', KEPT, KEPT],
    ['?utm_source=x', KEPT, KEPT],
    ['?appVersion=71', KEPT, { ...KEPT, appVersion: 71 }],
    ['?am=0', KEPT, { ...KEPT, am: false }],
  ] as const)('%s over %j → %j', (search, kept, expected) => {
    expect(landingFlags(search, kept)).toEqual(expected);
  });
});

describe('flagsQuery', () => {
  it.each([
    [NONE, 'am=0&tm=0&dm=0'],
    [KEPT, 'am=1&tm=1&dm=0&appVersion=60'],
  ] as const)('%j is kept as %s and read back the same', (flags, query) => {
    expect(flagsQuery(flags)).toBe(query);
    expect(landingFlags(query, null)).toEqual(flags);
  });

  it('reads a malformed kept value as no flags', () => {
    expect(landingFlags('{"am":true}', null)).toEqual(NONE);
  });
});
