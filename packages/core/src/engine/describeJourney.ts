import type { FieldDef, JourneyDef, StepDef } from './types.js';

const described = new WeakMap<JourneyDef, JourneyDef>();

/**
 * The definition as served to clients: every default made explicit (`required`, `guard`,
 * `hardSkip`, `last`, `next`), so a renderer in any language needs no knowledge of ours.
 */
export function describeJourney(journey: JourneyDef): JourneyDef {
  let out = described.get(journey);
  if (!out) {
    out = { ...journey, steps: journey.steps.map(describeStep) };
    described.set(journey, out);
  }
  return out;
}

function describeStep(step: StepDef): StepDef {
  return {
    ...step,
    fields: step.fields.map(describeField),
    next: step.last ? [] : (step.next ?? []),
    guard: step.guard ?? [],
    hardSkip: step.hardSkip === true,
    last: step.last === true,
  };
}

function describeField(field: FieldDef): FieldDef {
  return { ...field, required: field.required !== false };
}
