import { formatINR } from '../format/formatINR.js';
import type { AnswerValue } from '../journeyModel/types.js';
import { amountOf } from './amountRules.js';
import { NUMBERS_ONLY } from './characterRules.js';
import { booleanArg, requiredNumberArg } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// Sliders of the business loan (02 §5, BL-53..55): a value above the maximum is clamped to it,
// a value below the minimum is treated as empty (R-11: not clamped up). The slider widget
// applies `sliderValue` while the user types; the rule refuses what a client sent unclamped.

export const SLIDER_EMPTY = 'Required';

export interface SliderBounds {
  min: number;
  max: number;
  step: number;
}

/** The value a slider keeps for typed input: clamped down to max, null (empty) below min. */
export function sliderValue(raw: AnswerValue, bounds: SliderBounds): number | null {
  const amount = amountOf(raw);
  if (amount === null || amount < bounds.min) return null;
  return Math.min(amount, bounds.max);
}

/**
 * `{ min, max, step, money? }`: below min is 'Required' (empty), above max or off the step is
 * refused with the bounds, in rupees when `money` is set ('Choose between ₹50,000 and ₹3,00,000').
 */
const slider: RuleFn = (value, args) => {
  const amount = amountOf(value);
  if (amount === null) return NUMBERS_ONLY;
  const bounds: SliderBounds = {
    min: requiredNumberArg(args, 'min'),
    max: requiredNumberArg(args, 'max'),
    step: requiredNumberArg(args, 'step'),
  };
  if (sliderValue(amount, bounds) === null) return SLIDER_EMPTY;
  const show = (n: number) => (booleanArg(args, 'money') ? formatINR(n) : String(n));
  const range = `Choose between ${show(bounds.min)} and ${show(bounds.max)}`;
  if (amount > bounds.max) return range;
  const offStep = (amount - bounds.min) % bounds.step !== 0;
  return offStep ? `${range} in steps of ${show(bounds.step)}` : null;
};

export const sliderRules = { slider } satisfies Record<string, RuleFn>;
