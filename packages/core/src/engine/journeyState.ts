import type { CallRecord } from '../journeyModel/callRecord.js';
import type { Answers, JourneyContext, JourneyDef } from '../journeyModel/types.js';
import { firstStep } from './advance.js';

export type { CallRecord } from '../journeyModel/callRecord.js';

/** What a lead remembers of a journey. Plain JSON, saved with the incomplete lead. */
export interface JourneyState {
  /** The definition version the lead started on; it resumes on the same one. */
  version: number;
  answers: Answers;
  /** Steps the user answered, in the order visited. Back follows this, not step numbers. */
  history: string[];
  /** The step to show next, or null once a last step is done (then the final route). */
  current: string | null;
  /** Outcomes of the partner calls made on the steps in `history`, by call name. */
  calls?: Record<string, CallRecord>;
  /** A call whose outcome has not arrived yet: the lead waits on `stepId`. */
  pending?: PendingCall | null;
  /** Set when the journey left by a named exit (then `current` is null). */
  exit?: { name: string; stepId: string } | null;
}

export interface PendingCall {
  stepId: string;
  call: string;
  /** ISO time the call was made; the browser offers resend `resendAfterSeconds` after it. */
  since: string;
  /**
   * The context the step was saved with (device flags, roles): the outcome, arriving later
   * without a request of the applicant's, is routed as that save would have routed it.
   */
  context?: JourneyContext;
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
