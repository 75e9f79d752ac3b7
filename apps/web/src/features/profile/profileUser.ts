import { maskMobile } from '@tara/core/format';
import type { ProfileUser } from './session';

// How the profile shows a user's own details.

/** The last 4 digits of a mobile (for "ending in 3210"), or '' when it is too short. */
export function mobileLastFour(mobile: string | null | undefined): string {
  return maskMobile(mobile).replace(/^X+/, '');
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
