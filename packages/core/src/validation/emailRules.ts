import { isFreeMailDomain } from './freeMailDomains.js';
import { textOf } from './ruleArgs.js';
import type { RuleFn } from './types.js';

// E-mail addresses (VAL-09, VAL-39).

export const EMAIL_FORMAT = 'Please enter a valid email ID';
export const EMAIL_INVALID_CHARACTER = 'Invalid character';
export const OFFICE_EMAIL = 'Invalid Office Email';
export const PERSONAL_EMAIL = 'Please enter a valid personal email ID';

// Local part: dot-separated runs of letters, digits and ! # $ % & ' * + / = ? ^ _ ` { | } ~ -
const LOCAL = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
// Domain: labels of letters, digits and inner hyphens, ending in a top-level domain of letters.
const DOMAIN = /^([A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

/** The address's error message, or its domain when it is valid. */
function checkEmail(text: string | null): { error: string } | { domain: string } {
  if (text === null) return { error: EMAIL_FORMAT };
  const at = text.lastIndexOf('@');
  if (at <= 0 || at === text.length - 1) return { error: EMAIL_FORMAT };
  const local = text.slice(0, at);
  const domain = text.slice(at + 1);
  if (!DOMAIN.test(domain)) return { error: EMAIL_FORMAT };
  if (local.length > 64 || !LOCAL.test(local)) return { error: EMAIL_INVALID_CHARACTER };
  return { domain };
}

/** Any valid address. A bad local part (before the @) says 'Invalid character'. */
const email: RuleFn = (value) => {
  const result = checkEmail(textOf(value));
  return 'error' in result ? result.error : null;
};

/** A valid address that is not on a free-mail domain. */
const officeEmail: RuleFn = (value) => {
  const result = checkEmail(textOf(value));
  if ('error' in result) return result.error;
  return isFreeMailDomain(result.domain) ? OFFICE_EMAIL : null;
};

/** A valid address on a free-mail domain. */
const personalEmail: RuleFn = (value) => {
  const result = checkEmail(textOf(value));
  if ('error' in result) return result.error;
  return isFreeMailDomain(result.domain) ? null : PERSONAL_EMAIL;
};

export const emailRules = { email, officeEmail, personalEmail } satisfies Record<string, RuleFn>;
