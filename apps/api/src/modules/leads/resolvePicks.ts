import { type Answers, PICK_SUGGESTION, type StepDef } from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { HttpError } from '../../http/errors.js';
import { isSuggestSource, pickedSuggestion } from '../catalog/service.js';

/**
 * Picked autosuggest answers are checked against the catalog, never trusted: a pick is
 * replaced by the catalog's own entry (found by name). A pick the catalog does not know is
 * refused where free text is not allowed, and kept as typed text where it is.
 */
export async function resolvePicks(db: DbOrTx, step: StepDef, values: Answers): Promise<Answers> {
  const resolved: Answers = {};
  const errors: Record<string, string> = {};
  for (const field of step.fields) {
    const source = field.suggest?.source;
    const value = values[field.name];
    if (field.kind !== 'autosuggest' || !source || !isSuggestSource(source)) continue;
    if (typeof value !== 'object' || value === null || Array.isArray(value)) continue;
    const name = typeof value.name === 'string' ? value.name : '';
    const entry = await pickedSuggestion(db, source, name);
    if (entry) resolved[field.name] = entry;
    else if (field.suggest?.freeText) resolved[field.name] = name.trim();
    else errors[field.name] = field.suggest?.noMatchMessage ?? PICK_SUGGESTION;
  }
  if (Object.keys(errors).length > 0) {
    throw new HttpError(422, { errors: [...new Set(Object.values(errors))], fields: errors });
  }
  return resolved;
}
