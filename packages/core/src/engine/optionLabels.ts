import type { Answers, FieldDef } from '../journeyModel/types.js';
import { ewPlanLabel } from '../payments/ewPlanLabel.js';
import { findEwPlan } from '../payments/ewPremium.js';

/** An option's label from the lead's answers, or null to keep the static one. */
type OptionLabel = (value: string, answers: Answers) => string | null;

// Every option labelling a field may name (`FieldDef.optionLabels`, decision 077).
const OPTION_LABELS: Record<string, OptionLabel> = {
  /** The extended warranty's plans with their premium for the invoice value (step2's). */
  ewPlans: (value, answers) => {
    const plan = findEwPlan(value);
    return plan ? ewPlanLabel(plan, answers.ewInvoiceValue) : null;
  },
};

export const isKnownOptionLabels = (name: string): boolean => Object.hasOwn(OPTION_LABELS, name);

/**
 * The field as shown for these answers: its options relabelled by its `optionLabels` (an
 * amount that depends on an earlier answer); the field itself when it names none.
 */
export function labelledField(field: FieldDef, answers: Answers): FieldDef {
  const label = field.optionLabels ? OPTION_LABELS[field.optionLabels] : undefined;
  if (!label || !field.options) return field;
  const options = field.options.map((o) => ({ ...o, label: label(o.value, answers) ?? o.label }));
  return { ...field, options };
}
