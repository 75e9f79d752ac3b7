import {
  canEnterStep,
  entryMessage,
  type JourneyDef,
  type JourneyState,
  lastLocation,
  stepFields,
  stepRoute,
} from '@tara/core';
import { type HttpError, httpError } from '../../http/errors.js';

/** 409 (or 422 for an unknown step) when the step may not be saved now; else null. */
export function entryRefusal(
  def: JourneyDef,
  state: JourneyState,
  stepId: string,
): HttpError | null {
  const entry = canEnterStep(def, state, stepId);
  if (entry.allowed) return null;
  const message = entryMessage(entry.reason);
  if (entry.reason === 'unknownStep') {
    return httpError(422, message, { fields: { step: 'Unknown step' } });
  }
  const metadata = { last_loc: lastLocation(def, state) };
  if (entry.reason === 'guard') {
    const fields = Object.fromEntries(entry.missing.map((k) => [k, 'Required']));
    const asking = askingStep(def, state, entry.missing);
    if (asking) metadata.last_loc = stepRoute(def, asking);
    return httpError(409, message, { fields, metadata });
  }
  return httpError(409, message, { metadata });
}

/** An answered step that asks one of the missing answers: the user goes back there. */
function askingStep(def: JourneyDef, state: JourneyState, missing: string[]): string | null {
  for (const id of state.history) {
    const step = def.steps.find((s) => s.id === id);
    if (step?.fields.some((f) => stepFields(f).some((k) => missing.includes(k)))) return id;
  }
  return null;
}
