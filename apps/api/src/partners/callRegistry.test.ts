import { describe, expect, it } from 'vitest';
import { partnerCallRegistry } from './callRegistry.js';
import type { PartnerCall } from './partnerCall.js';

const call = (name: string): PartnerCall => ({
  name,
  mode: 'sandbox',
  outcomes: ['ok'],
  input: () => ({}),
  run: async () => ({ kind: 'answered', outcome: 'ok' }),
});

describe('the partner call registry', () => {
  it('finds every call by its name', () => {
    const a = call('a.check');
    const registry = partnerCallRegistry([a, call('b.check')]);
    expect([...registry.keys()]).toEqual(['a.check', 'b.check']);
    expect(registry.get('a.check')).toBe(a);
  });

  it('refuses two calls of one name', () => {
    expect(() => partnerCallRegistry([call('a.check'), call('a.check')])).toThrow(
      'Two partner calls named a.check',
    );
  });
});
