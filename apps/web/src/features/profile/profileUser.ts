import type { ProfileUser } from './session';

// How the profile shows a user's own details.

const MASK = '•';

/** The national ten digits of a mobile ('+91 98765 43210' → '9876543210'), or its digits. */
function nationalDigits(mobile: string | null | undefined): string {
  const digits = String(mobile ?? '').replace(/\D/g, '');
  if (digits.length === 12 && digits.startsWith('91')) return digits.slice(2);
  if (digits.length === 11 && digits.startsWith('0')) return digits.slice(1);
  return digits;
}

/** A mobile with all but its last 4 digits hidden: '9876543210' → '••••••3210'. */
export function maskMobile(mobile: string | null | undefined): string {
  const digits = nationalDigits(mobile);
  if (digits.length <= 4) return MASK.repeat(digits.length);
  return MASK.repeat(digits.length - 4) + digits.slice(-4);
}

/** The last 4 digits of a mobile (for "ending in 3210"), or '' when it is too short. */
export function mobileLastFour(mobile: string | null | undefined): string {
  const digits = nationalDigits(mobile);
  return digits.length > 4 ? digits.slice(-4) : '';
}

const clean = (text: string | null | undefined): string => (text ?? '').trim().replace(/\s+/g, ' ');

/** The user's full name: `name`, else first, middle and last names; '' when none is known. */
export function displayName(user: ProfileUser): string {
  return (
    clean(user.name) ||
    [user.first_name, user.middle_name, user.last_name].map(clean).filter(Boolean).join(' ')
  );
}

/** The name to greet the user by: the first name, else the first word of the full name. */
export function greetingName(user: ProfileUser): string {
  return clean(user.first_name) || displayName(user).split(' ')[0] || '';
}

/**
 * The membership type as shown. The spec does not name the codes yet, so a code is shown as
 * it is; none (null, '', 0) reads 'No membership plan'. The membership feature names them.
 */
export function membershipLabel(type: ProfileUser['membership_type']): string {
  const text = String(type ?? '').trim();
  return text === '' || text === '0' ? 'No membership plan' : `Membership type ${text}`;
}
