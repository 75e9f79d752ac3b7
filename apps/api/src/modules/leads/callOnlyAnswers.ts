import type { Answers, JourneyDef } from '@tara/core';

/**
 * The answers without any value the journey passes to its calls only (`FieldDef.callOnly`:
 * the Aadhaar ZIP's share code; decision 062). Core's save drops them already; every saved
 * lead passes here too, so no path can keep one.
 */
export function withoutCallOnly(def: JourneyDef, answers: Answers): Answers {
  let kept = answers;
  for (const step of def.steps) {
    for (const field of step.fields) {
      if (!field.callOnly || !(field.name in kept)) continue;
      if (kept === answers) kept = { ...answers };
      delete kept[field.name];
    }
  }
  return kept;
}
