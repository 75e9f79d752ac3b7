import type { SelfPullBody, SessionUser } from '@tara/core/contract';
import { runRule } from '@tara/core/engine';

// The self-pull form's values and checks: the same rules the server runs (core's), the
// spec's required fields (CR-22), and the body the call sends (CR-26, CR-27).

export interface PullDraft {
  firstName: string;
  middleName: string;
  lastName: string;
  mobile: string;
  pan: string;
  email: string;
  /** Step-3's details. */
  pincode: string;
  /** DD/MM/YYYY as typed. */
  dob: string;
  consent: boolean;
}

export type DraftField = Exclude<keyof PullDraft, 'consent'>;

export const EMPTY_DRAFT: PullDraft = {
  firstName: '',
  middleName: '',
  lastName: '',
  mobile: '',
  pan: '',
  email: '',
  pincode: '',
  dob: '',
  consent: false,
};

/**
 * The form as it opens: the profile's names, mobile and e-mail, except for staff, whose form
 * starts empty (CR-24: "for admins the credit-report form prefill is skipped").
 */
export function prefilledDraft(
  user: Pick<
    SessionUser,
    'first_name' | 'middle_name' | 'last_name' | 'mobile' | 'email' | 'is_admin'
  > | null,
): PullDraft {
  if (!user || user.is_admin) return EMPTY_DRAFT;
  return {
    ...EMPTY_DRAFT,
    firstName: user.first_name ?? '',
    middleName: user.middle_name ?? '',
    lastName: user.last_name ?? '',
    mobile: user.mobile ?? '',
    email: user.email ?? '',
  };
}

const env = { today: new Date() };
const rule = (name: string, value: string) => runRule({ rule: name }, value, {}, env);

/** Field → message for what is wrong; empty when the draft can be sent. */
export function draftErrors(
  draft: PullDraft,
  details: boolean,
  /** The `selfPull` route: a search by name and mobile, the PAN optional (CR-22). */
  enhanced = false,
): Partial<Record<keyof PullDraft, string>> {
  const errors: Partial<Record<keyof PullDraft, string>> = {};
  const need = (field: DraftField, message: string | null) => {
    if (message) errors[field] = message;
  };
  need(
    'firstName',
    draft.firstName.trim() ? rule('name', draft.firstName) : 'Please enter your first name',
  );
  need(
    'lastName',
    draft.lastName.trim() ? rule('name', draft.lastName) : 'Please enter your last name',
  );
  if (draft.middleName.trim()) need('middleName', rule('name', draft.middleName));
  need('mobile', rule('mobile', draft.mobile));
  if (draft.pan.trim()) need('pan', rule('pan', draft.pan.toUpperCase()));
  else if (!enhanced) need('pan', 'Please enter your PAN');
  if (draft.email.trim()) need('email', rule('email', draft.email));
  if (details) {
    need('pincode', rule('pincode', draft.pincode));
    need('dob', isoDate(draft.dob) ? null : 'Please enter your date of birth as DD/MM/YYYY');
  }
  if (!draft.consent) errors.consent = 'Please agree to let us fetch your credit report';
  return errors;
}

/** The call's body. */
export function pullBody(
  draft: PullDraft,
  details: boolean,
  ids: { stageOneId?: string; stageTwoId?: string },
  enhanced = false,
): SelfPullBody {
  const dob = isoDate(draft.dob);
  const pan = draft.pan.trim().toUpperCase();
  return {
    ...ids,
    mobile: draft.mobile,
    ...(pan ? { pan } : {}),
    ...(enhanced ? { enhancedSearch: true } : {}),
    firstName: draft.firstName.trim(),
    ...(draft.middleName.trim() ? { middleName: draft.middleName.trim() } : {}),
    lastName: draft.lastName.trim(),
    ...(draft.email.trim() ? { email: draft.email.trim() } : {}),
    ...(details && draft.pincode ? { pincode: draft.pincode } : {}),
    ...(details && dob ? { dob } : {}),
    maskedDelivery: true,
    consent: draft.consent,
  };
}

/** DD/MM/YYYY → YYYY-MM-DD, or null when it is not a real date. */
export function isoDate(typed: string): string | null {
  const m = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(typed.trim());
  if (!m) return null;
  const [, d, mo, y] = m as unknown as [string, string, string, string];
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (date.getUTCDate() !== Number(d) || date.getUTCMonth() !== Number(mo) - 1) return null;
  return `${y}-${mo}-${d}`;
}
