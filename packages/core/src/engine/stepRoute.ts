import type { JourneyDef } from '../journeyModel/types.js';
import type { JourneyState } from './journeyState.js';

/** The route of a step, e.g. `credit-cards/sbi/step6.3`. */
export function stepRoute(journey: JourneyDef, stepId: string): string {
  return `${journey.prefix}/${stepId}`;
}

/**
 * The spec's `last_loc`: the route of the step to show next (the waiting step while a call is
 * pending), the exit's route once the journey left by one, or the final route when done. Exit
 * routes, like the final route, are full routes (`business-loan/idfc/disbursal-status`).
 */
export function lastLocation(journey: JourneyDef, state: JourneyState): string {
  if (state.current !== null) return stepRoute(journey, state.current);
  const exit = state.exit ? journey.exits?.[state.exit.name] : undefined;
  return exit ? exit.route : journey.finalRoute;
}
