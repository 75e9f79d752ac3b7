import type { Scalar } from './types.js';

/**
 * A call's answer as the journey keeps it. Pruned with the step that made it. Its own file:
 * conditions read it and the journey state holds it (neither imports the other).
 */
export interface CallRecord {
  stepId: string;
  outcome: string;
  /** Facts the partner answered that later steps show (e.g. the name on the PAN, the offer). */
  facts?: Record<string, Scalar>;
}
