import { evaluateCondition } from '../journeyModel/evaluateCondition.js';
import type { Answers, StepDef } from '../journeyModel/types.js';

/**
 * The admin statuses a step records when it is saved with these answers (the lead's answers
 * with the step's own): its plain statuses, and each conditional one whose condition holds,
 * in the step's order (decisions 055, 059).
 */
export function stepAdminStatuses(
  step: Pick<StepDef, 'adminStatuses'>,
  answers: Answers,
): string[] {
  return (step.adminStatuses ?? []).flatMap((entry) =>
    typeof entry === 'string'
      ? [entry]
      : evaluateCondition(entry.when, answers)
        ? [entry.status]
        : [],
  );
}
