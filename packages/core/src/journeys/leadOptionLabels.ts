import type { Answers, JourneyDef, OptionLabeller } from '../journeyModel/types.js';
import { ewPlanLabels } from './ew/ewPlanLabels.js';

// Options named for one lead (decision 092): a field names its labeller (`optionLabels`), a
// pure rule over the lead's answers; the server puts the labels in the lead's view, so the
// browser only swaps texts and ships none of the rules (the journey step's JS budget).

/** Each labeller: option value → label, for the lead's answers ({} when they do not give one). */
export const OPTION_LABELLERS: Readonly<
  Record<OptionLabeller, (answers: Answers) => Record<string, string>>
> = {
  ewPlanPremiums: ewPlanLabels,
};

/** The labels of every field of `def` that names a labeller, by field name; empty ones left out. */
export function leadOptionLabels(
  def: JourneyDef,
  answers: Answers,
): Record<string, Record<string, string>> {
  const labels: Record<string, Record<string, string>> = {};
  for (const field of def.steps.flatMap((s) => s.fields)) {
    if (!field.optionLabels) continue;
    const own = OPTION_LABELLERS[field.optionLabels](answers);
    if (Object.keys(own).length > 0) labels[field.name] = own;
  }
  return labels;
}
