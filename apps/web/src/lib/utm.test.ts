import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureUtm, trackedFields, UTM_MAX_LENGTH, utmFromQuery } from './utm';

afterEach(() => {
  vi.unstubAllGlobals();
});

function stubStorage(values: Record<string, string> = {}) {
  const store = new Map(Object.entries(values));
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (k: string) => store.get(k) ?? null,
      setItem: (k: string, v: string) => store.set(k, v),
      removeItem: (k: string) => store.delete(k),
    },
  });
  return store;
}

describe('utmFromQuery', () => {
  it.each([
    ['', null],
    ['?am=1&reset=1', null],
    [
      '?utm_source=google&utm_medium=cpc&utm_campaign=diwali&utm_term=cards&utm_params1=a&utm_params2=b',
      {
        utmSource: 'google',
        utmMedium: 'cpc',
        utmCampaign: 'diwali',
        utmTerm: 'cards',
        utmParams1: 'a',
        utmParams2: 'b',
      },
    ],
    ['?utmSource=partner&utmParams1=x', { utmSource: 'partner', utmParams1: 'x' }],
    ['?utm_source=%20news%0A', { utmSource: 'news' }],
    ['?utm_source=', {}],
  ])('%s → %j', (search, expected) => {
    expect(utmFromQuery(search)).toEqual(expected);
  });

  it('cuts a long value', () => {
    const long = 'x'.repeat(500);
    expect(utmFromQuery(`?utm_source=${long}`)?.utmSource).toHaveLength(UTM_MAX_LENGTH);
  });
});

describe('captureUtm and trackedFields', () => {
  it('keeps a landing’s tags, and a later landing with tags replaces the whole set', () => {
    const store = stubStorage();
    captureUtm('?utm_source=google&utm_term=cards');
    expect(trackedFields()).toEqual({ utmSource: 'google', utmTerm: 'cards' });
    captureUtm('?am=1');
    expect(trackedFields()).toEqual({ utmSource: 'google', utmTerm: 'cards' });
    captureUtm('?utm_source=mail');
    expect(trackedFields()).toEqual({ utmSource: 'mail' });
    expect([...store.keys()]).toEqual(['utmSource']);
  });

  it('reads nothing when storage is unavailable', () => {
    vi.stubGlobal('window', {});
    expect(trackedFields()).toEqual({});
  });
});
