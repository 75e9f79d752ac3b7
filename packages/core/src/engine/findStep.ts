import type { JourneyDef, StepDef } from '../journeyModel/types.js';

const indexes = new WeakMap<JourneyDef, Map<string, StepDef>>();

/** The step of a journey by id, or undefined. Indexed once per definition. */
export function findStep(journey: JourneyDef, stepId: string): StepDef | undefined {
  let index = indexes.get(journey);
  if (!index) {
    index = new Map(journey.steps.map((s) => [s.id, s]));
    indexes.set(journey, index);
  }
  return index.get(stepId);
}

export function getStep(journey: JourneyDef, stepId: string): StepDef {
  const step = findStep(journey, stepId);
  if (!step) throw new Error(`${journey.prefix}: no step ${stepId}`);
  return step;
}
