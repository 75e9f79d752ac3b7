import { describe, expect, it } from 'vitest';
import { analyseJourney } from './analyseJourney.js';
import { describeJourney } from './describeJourney.js';
import { fixtureJourney } from './engine.fixture.js';

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
