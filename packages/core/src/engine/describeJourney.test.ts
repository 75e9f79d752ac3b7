import { describe, expect, it } from 'vitest';
import { analyseJourney } from './analyseJourney.js';
import { describeJourney } from './describeJourney.js';
import { fixtureJourney } from './engine.fixture.js';
import { v2Journey } from './engineV2.fixture.js';

describe('describeJourney', () => {
  const out = describeJourney(fixtureJourney);

  it('makes every default explicit', () => {
    const a = out.steps.find((s) => s.id === 'a');
    expect(a).toMatchObject({ guard: [], hardSkip: false, last: false, next: [{ to: 'b' }] });
    expect(a?.fields[0]?.required).toBe(true);
    const g = out.steps.find((s) => s.id === 'g');
    expect(g).toMatchObject({ hardSkip: true, last: true, next: [] });
  });

  it('describes the same journey', () => {
    expect(analyseJourney(out)).toEqual([]);
    expect(out.steps.map((s) => s.id)).toEqual(fixtureJourney.steps.map((s) => s.id));
    expect(JSON.parse(JSON.stringify(out))).toEqual(out);
  });
});

describe('describeJourney with calls and exits', () => {
  const out = describeJourney(v2Journey);

  it('shows each call with its outcomes and wait, the exit rules and the exits', () => {
    const kyc = out.steps.find((s) => s.id === 'step2');
    expect(kyc?.call).toEqual({ name: 'ckyc', outcomes: ['approved', 'notFound', 'failed'] });
    expect(kyc?.next).toContainEqual({ exit: 'rejected', when: { outcome: 'ckyc', eq: 'failed' } });
    const mandate = out.steps.find((s) => s.id === 'step4');
    expect(mandate?.call?.wait).toEqual({ resendAfterSeconds: 10, pollSeconds: 5 });
    expect(out.exits).toEqual({
      rejected: { route: 'test/v2/status', message: 'Sorry, we cannot offer you a loan now' },
    });
    expect(out.progress).toEqual({ of: 5, at: { step3: 70 } });
    expect(analyseJourney(out)).toEqual([]);
  });

  it('makes an absent exits list explicit', () => {
    expect(describeJourney(fixtureJourney).exits).toEqual({});
  });
});
