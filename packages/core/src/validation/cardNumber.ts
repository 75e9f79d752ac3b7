import { stringArg, textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// Card numbers in digit groups (VAL-08): 4-4-4, 2-6-2 and 4-4-4-4. Dashes are inserted while
// typing and removed before sending.

export const CARD_NUMBER_FORMAT = 'Please enter a valid card number';

export const CARD_NUMBER_GROUPS = {
  '4-4-4': [4, 4, 4],
  '2-6-2': [2, 6, 2],
  '4-4-4-4': [4, 4, 4, 4],
} as const satisfies Record<string, readonly number[]>;

export type CardNumberLayout = keyof typeof CARD_NUMBER_GROUPS;

function isLayout(name: string | undefined): name is CardNumberLayout {
  return name !== undefined && Object.hasOwn(CARD_NUMBER_GROUPS, name);
}

function totalOf(groups: readonly number[]): number {
  return groups.reduce((a, b) => a + b, 0);
}

function patternOf(groups: readonly number[]): RegExp {
  const dashed = groups.map((n) => `\\d{${n}}`).join('-');
  const plain = `\\d{${totalOf(groups)}}`;
  return new RegExp(`^(${dashed}|${plain})$`);
}

/**
 * Digits in one of the layouts, dashed at the group breaks or without dashes.
 * `{ layout: '2-6-2' }` (or '4-4-4', '4-4-4-4') allows only that layout.
 */
export const cardNumber: RuleFn = (value, args) => {
  const text = textOf(value);
  if (text === null) return CARD_NUMBER_FORMAT;
  const layout = stringArg(args, 'layout');
  const layouts = isLayout(layout)
    ? [CARD_NUMBER_GROUPS[layout]]
    : Object.values(CARD_NUMBER_GROUPS);
  return layouts.some((groups) => patternOf(groups).test(text)) ? null : CARD_NUMBER_FORMAT;
};

/**
 * Dashes inserted while typing: digits only, cut to the layout's length and split into its
 * groups. '4-4-4-4' also types a 4-4-4 number.
 */
export function formatCardNumber(input: string, layout: CardNumberLayout = '4-4-4-4'): string {
  const groups = CARD_NUMBER_GROUPS[layout];
  let digits = input.replace(/\D/g, '').slice(0, totalOf(groups));
  const parts: string[] = [];
  for (const size of groups) {
    if (digits === '') break;
    parts.push(digits.slice(0, size));
    digits = digits.slice(size);
  }
  return parts.join('-');
}
