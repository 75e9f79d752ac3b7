import type { JourneyState } from './journeyState.js';
import type { JourneyDef } from './types.js';

/** The route of a step, e.g. `credit-cards/sbi/step6.3`. */
export function stepRoute(journey: JourneyDef, stepId: string): string {
  return `${journey.prefix}/${stepId}`;
}

/** The spec's `last_loc`: the route of the step to show next, or the final route when done. */
export function lastLocation(journey: JourneyDef, state: JourneyState): string {
  return state.current === null ? journey.finalRoute : stepRoute(journey, state.current);
}
