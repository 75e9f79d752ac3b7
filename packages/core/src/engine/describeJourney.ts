import type { FieldDef, JourneyDef, StepDef } from '../journeyModel/types.js';

const described = new WeakMap<JourneyDef, JourneyDef>();

/**
 * The definition as served to clients and drawn in the docs: every default made explicit
 * (`required`, `guard`, `hardSkip`, `last`, `next`, the journey's `exits`), so a renderer in any
 * language needs no knowledge of ours. A step's call keeps its name, outcomes, `when` and
 * `wait` (the browser polls and offers resend from them); exit rules name their exit.
 */
export function describeJourney(journey: JourneyDef): JourneyDef {
  let out = described.get(journey);
  if (!out) {
    out = { ...journey, exits: journey.exits ?? {}, steps: journey.steps.map(describeStep) };
    described.set(journey, out);
  }
  return out;
}

function describeStep(step: StepDef): StepDef {
  return {
    ...step,
    ...(step.call ? { call: { ...step.call, outcomes: [...step.call.outcomes] } } : {}),
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
