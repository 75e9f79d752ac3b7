import { stringArg, textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// A postal address line (VAL-10, VAL-20). The characters allowed are listed in
// docs/decisions/003-validation-messages.md.

export const ADDRESS_INVALID_CHARACTERS = 'Please enter valid address remove invalid characters.';
export const ADDRESS_INCOMPLETE =
  "This address doesn't look complete. Address should contain street, house number. Please provide your complete address.";
export const SHOP_ADDRESS_INCOMPLETE =
  "This address doesn't look complete. Address should contain street, shop number. Please provide your complete address.";

/** The shortest complete address. */
export const ADDRESS_MIN_LENGTH = 25;

const ALLOWED = /^[A-Za-z0-9 ,.\-/#()&']+$/;

/**
 * Letters, digits, spaces, commas and . - / # ( ) & ' only; at least 25 characters and a digit
 * (a house or shop number). `{ variant: 'shop' }` asks for the shop number.
 */
export const address: RuleFn = (value, args) => {
  const text = textOf(value)?.trim();
  if (text === undefined || !ALLOWED.test(text)) return ADDRESS_INVALID_CHARACTERS;
  if (text.length >= ADDRESS_MIN_LENGTH && /\d/.test(text)) return null;
  return stringArg(args, 'variant') === 'shop' ? SHOP_ADDRESS_INCOMPLETE : ADDRESS_INCOMPLETE;
};
