import { firstStep } from './advance.js';
import type { Answers, JourneyContext, JourneyDef } from './types.js';

/** What a lead remembers of a journey. Plain JSON, saved with the incomplete lead. */
export interface JourneyState {
  /** The definition version the lead started on; it resumes on the same one. */
  version: number;
  answers: Answers;
  /** Steps the user answered, in the order visited. Back follows this, not step numbers. */
  history: string[];
  /** The step to show next, or null once a last step is done (then the final route). */
  current: string | null;
}

/** A fresh state: no history, positioned on the first step that is not skipped. */
export function journeyState(
  journey: JourneyDef,
  answers: Answers = {},
  context: JourneyContext = {},
): JourneyState {
  const start = firstStep(journey, answers, context).next;
  return {
    version: journey.version,
    answers,
    history: [],
    current: start.type === 'step' ? start.stepId : null,
  };
}
