import { describe, expect, it } from 'vitest';
import type { JourneyDef } from '../journeyModel/types.js';
import { analyseJourney } from './analyseJourney.js';
import { canEnterStep } from './canEnterStep.js';
import { journeyState } from './journeyState.js';
import { progress } from './progress.js';
import { lastLocation, stepRoute } from './stepRoute.js';
import { submitStep } from './submitStep.js';

// Decimal step ids with one- and two-digit sub-steps (the generic credit line's step12.1 …
// step12.11, decision 037; the personal loan's step13.3 later) are plain ids to the engine: a
// route, a lookup, a guard, a resume location. Only a progress scale reads them as numbers.
const j: JourneyDef = {
  prefix: 'decimals',
  version: 1,
  title: 'Decimals',
  productId: 1,
  providerId: null,
  instrumentId: null,
  first: 'step12',
  finalRoute: 'decimals/done',
  steps: [
    {
      id: 'step12',
      title: 'Which way?',
      fields: [
        {
          name: 'way',
          kind: 'radio',
          label: 'WAY',
          options: [
            { value: 'short', label: 'Short' },
            { value: 'long', label: 'Long' },
          ],
        },
      ],
      next: [
        { to: 'step12.11', when: { field: 'way', eq: 'long' } },
        { to: 'step12.2', when: { field: 'way', eq: 'short' } },
      ],
    },
    { id: 'step12.11', title: 'Eleven', fields: [], next: [{ to: 'step12.10' }], guard: ['way'] },
    { id: 'step12.10', title: 'Ten', fields: [], next: [{ to: 'step12.2' }], guard: ['way'] },
    { id: 'step12.2', title: 'Two', fields: [], last: true, guard: ['way'] },
  ],
};

const env = { today: new Date('2026-11-21T00:00:00Z') };

describe('decimal step ids', () => {
  it('are a sound journey: 12.11 and 12.10 are not 12.1 and 12.1', () => {
    expect(analyseJourney(j)).toEqual([]);
    expect(stepRoute(j, 'step12.11')).toBe('decimals/step12.11');
  });

  it('walk, guard and resume by their exact id, with progress rising along the path', () => {
    let state = journeyState(j, {}, {});
    expect(canEnterStep(j, state, 'step12.11').allowed).toBe(false);
    const seen: number[] = [];
    for (const [id, values] of [
      ['step12', { way: 'long' }],
      ['step12.11', {}],
      ['step12.10', {}],
      ['step12.2', {}],
    ] as const) {
      seen.push(progress(j, state.history, state.current));
      const r = submitStep(j, state, id, values, { env });
      if (!r.ok) throw new Error(`${id}: ${r.reason}`);
      state = r.state;
      if (state.current) expect(lastLocation(j, state)).toBe(`decimals/${state.current}`);
    }
    expect(state.history).toEqual(['step12', 'step12.11', 'step12.10', 'step12.2']);
    expect(lastLocation(j, state)).toBe('decimals/done');
    expect(seen).toEqual([...seen].sort((a, b) => a - b));
    expect(new Set(seen).size).toBe(seen.length);
  });

  it('refuse an id that only looks like another (step12.1 is not step12.10)', () => {
    const state = journeyState(j, {}, {});
    const r = submitStep(j, state, 'step12.1', {}, { env });
    expect(r.ok).toBe(false);
  });
});
