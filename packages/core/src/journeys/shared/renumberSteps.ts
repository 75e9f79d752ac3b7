// A journey that reuses another's steps under other ids (the generic credit line reuses the
// Northern Arc steps, decision 037): the steps are data, so reuse is a rename of their ids and
// of the targets of their next rules, not a copy. Everything else of a step (fields, calls,
// guards, texts) is kept as it is; `overrides` replace whole parts of a renamed step (its next
// rules where the new journey goes elsewhere, its guard where it is reached another way).
import type { NextRule, StepDef } from '../../journeyModel/types.js';

/** Parts of a renamed step to replace, by its new id. */
export type StepOverrides = Record<string, Partial<Omit<StepDef, 'id'>>>;

/**
 * `steps` renamed by `ids` (old id → new id). Every step must be renamed, and every target of
 * a next rule either renamed too or replaced by an override: a target left behind would point
 * into the other journey, so it throws.
 */
export function renumberSteps(
  steps: readonly StepDef[],
  ids: Readonly<Record<string, string>>,
  overrides: StepOverrides = {},
): StepDef[] {
  const rename = (id: string, where: string): string => {
    const renamed = ids[id];
    if (renamed === undefined) throw new Error(`renumberSteps: ${where} has no new id`);
    return renamed;
  };
  return steps.map((step) => {
    const id = rename(step.id, step.id);
    const override = overrides[id];
    const renamed: StepDef = { ...step, id };
    if (step.next && !override?.next) {
      renamed.next = step.next.map(
        (rule): NextRule =>
          'to' in rule ? { ...rule, to: rename(rule.to, `${step.id} → ${rule.to}`) } : rule,
      );
    }
    return { ...renamed, ...override };
  });
}
