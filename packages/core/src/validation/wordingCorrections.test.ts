import { describe, expect, it } from 'vitest';
import { mobile } from './mobile.js';
import { nameRules } from './nameRules.js';
import { check } from './rule.fixture.js';
import { WORDING_CORRECTIONS } from './wordingCorrections.js';

const ours = (id: string) => WORDING_CORRECTIONS.find((c) => c.id === id)?.ours;

describe('WORDING_CORRECTIONS', () => {
  it('are what the rules say in the cases they cover', () => {
    expect(check(nameRules.name, 'Asha2')).toBe(ours('MSG-007'));
    expect(check(mobile, '5876543210')).toBe(ours('MSG-031'));
  });

  it("keep the spec's words in the message's other cases", () => {
    const spec = (id: string) => WORDING_CORRECTIONS.find((c) => c.id === id)?.spec;
    expect(check(mobile, '98765')).toBe(spec('MSG-031'));
  });

  it('each corrects one spec message once, to other words', () => {
    const ids = WORDING_CORRECTIONS.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const c of WORDING_CORRECTIONS) expect(c.ours).not.toBe(c.spec);
  });
});
