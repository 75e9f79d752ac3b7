import { stringArg, textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// Metro (warehouse-club) card numbers (VAL-47, VAL-48): the card field carries the store code and
// the customer number; the holder number is its own field. Together they make the 10-character
// card number (2 store + 6 customer + 2 holder, the dashed "2, 6, rest" store id).

export const METRO_CARD_FORMAT = 'Please enter a valid 10-digit metro card number';
/** The card field left empty (METRO-08). */
export const METRO_CARD_REQUIRED = 'Please enter the metro card number';
/** Ten characters that are not all digits: no METRO (Elite) card reads so (METRO-08). */
export const METRO_CARD_INVALID = 'Invalid Elite Metro number';
export const METRO_CARD_LENGTH = 10;
/** Width the holder number is zero-padded to. */
export const METRO_HOLDER_WIDTH = 2;

/**
 * The full card number: the typed store code and customer number with non-word characters
 * removed, then the holder number zero-padded to two characters. An empty holder adds nothing.
 */
export function buildMetroCardNumber(
  cardNumber: string,
  holderNumber: string | number = '',
): string {
  const card = cardNumber.replace(/\W/g, '');
  const holder = String(holderNumber).replace(/\W/g, '');
  return card + (holder === '' ? '' : holder.padStart(METRO_HOLDER_WIDTH, '0'));
}

/**
 * `{ holderField }` names the holder-number answer; the parts must total 10 characters
 * (`METRO_CARD_FORMAT`), and those ten must be digits (`METRO_CARD_INVALID`, decision 043).
 */
export const metroCard: RuleFn = (value, args, values) => {
  const text = textOf(value);
  if (text === null) return METRO_CARD_FORMAT;
  const field = stringArg(args, 'holderField');
  const holder = field === undefined ? '' : (textOf(values[field] ?? '') ?? '');
  const card = buildMetroCardNumber(text, holder);
  if (card.length !== METRO_CARD_LENGTH) return METRO_CARD_FORMAT;
  return /^\d+$/.test(card) ? null : METRO_CARD_INVALID;
};
