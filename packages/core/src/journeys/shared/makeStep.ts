// The shape of a step builder: an id, the next rules (or 'last'), and extras that override
// anything else of the step (guard, hardSkip, title, info, effects …).
import type { NextRule, StepDef } from '../../engine/types.js';

export type Next = NextRule[] | 'last';
export type StepExtras = Partial<Omit<StepDef, 'id' | 'next' | 'last'>>;
export type StepBody = Omit<StepDef, 'id' | 'next' | 'last'>;

export function makeStep(id: string, next: Next, body: StepBody, extras: StepExtras = {}): StepDef {
  const step: StepDef = { id, ...body, ...extras };
  if (next === 'last') step.last = true;
  else step.next = next;
  return step;
}

/** One unconditional next rule. */
export const to = (id: string): NextRule[] => [{ to: id }];
