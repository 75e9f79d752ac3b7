// The shape of a step builder: an id, the next rules (or 'last'), and extras that override
// anything else of the step (guard, hardSkip, title, info, effects …).
import type { NextRule, StepDef } from '../../journeyModel/types.js';
import { isNo, isYes } from './conditions.js';

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

/**
 * The builder `(id, next, extras?)` of a step whose content never changes. `body` runs on
 * every call, so each step gets objects of its own.
 */
export function fixedStep(
  body: () => StepBody,
): (id: string, next: Next, extras?: StepExtras) => StepDef {
  return (id, next, extras) => makeStep(id, next, body(), extras);
}

/** The builder `(id, next, arg, extras?)` of a step whose texts depend on `arg` (the product's words, the issuer). */
export function stepWith<A>(
  body: (arg: A) => StepBody,
): (id: string, next: Next, arg: A, extras?: StepExtras) => StepDef {
  return (id, next, arg, extras) => makeStep(id, next, body(arg), extras);
}

/** The next rules of a yes/no question: `yes` goes to `ifYes`, `no` to `ifNo`. */
export const onYesNo = (field: string, ifYes: string, ifNo: string): NextRule[] => [
  { to: ifYes, when: isYes(field) },
  { to: ifNo, when: isNo(field) },
];
