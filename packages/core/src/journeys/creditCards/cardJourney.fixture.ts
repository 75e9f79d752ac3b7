// Helpers for the card journey tests: route names of a next result, and a walk through
// `submitStep` that fails loudly on the first refused step.

import type { JourneyState } from '../../engine/journeyState.js';
import type { NextResult } from '../../engine/nextStep.js';
import { submitStep } from '../../engine/submitStep.js';
import type { Answers, JourneyDef } from '../../journeyModel/types.js';

export const testEnv = { today: new Date('2026-11-21T00:00:00Z') };

/** The city the server's pincode lookup would resolve. */
export const mumbai: Answers = {
  city: { city_id: 1, city_name: 'Mumbai', city_pretty_name: 'mumbai', state: 'Maharashtra' },
};

/** A next result as one string: the step id (also a waiting one), the route or the message. */
export function routeOf(result: NextResult): string {
  if (result.type === 'step' || result.type === 'wait') return result.stepId;
  return result.type === 'unmatched' ? result.message : result.route;
}

export function walk(
  journey: JourneyDef,
  state: JourneyState,
  steps: [string, Record<string, unknown>][],
): JourneyState {
  let s = state;
  for (const [id, values] of steps) {
    const hasPincode = journey.steps
      .find((step) => step.id === id)
      ?.fields.some((f) => f.lookup === 'pincodeCity');
    const r = submitStep(journey, s, id, values, {
      env: testEnv,
      ...(hasPincode ? { resolved: mumbai } : {}),
    });
    if (!r.ok) throw new Error(`${journey.prefix}/${id}: ${r.reason} ${r.errors.join(' ')}`);
    s = r.state;
  }
  return s;
}
