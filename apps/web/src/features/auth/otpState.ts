// What /confirm-otp receives through navigation state (never the URL: no personal data in
// URLs): the login URL, the edit-button location and, for an admin's verification on a
// customer's behalf, the confirm URL and the am flag (spec AUTH-02).

export const LOGIN_URL = '/user/login';
export const REGISTER_URL = '/user/register';
export const CONFIRM_URL = '/user/verify-on-behalf';

export type OtpMode = 'login' | 'register' | 'verify';

export interface OtpState {
  /** '/user/login' for an existing user, '/user/register' for a new one. */
  loginUrl: typeof LOGIN_URL | typeof REGISTER_URL;
  /** An admin's verification: '/user/verify-on-behalf'. */
  confirmUrl?: typeof CONFIRM_URL;
  mobile: string;
  /** Where "Edit" (change the number) goes. */
  editPath: string;
  /** Seconds until a new code may be asked for. */
  resendIn: number;
  /** Sign-up details, sent again with /user/register. */
  signUp?: { first_name: string; last_name: string; email?: string };
  /** Admin verification: the customer and the lead. */
  userId?: string;
  leadId?: string;
  am?: boolean;
  /** Where the admin goes back to once verified (the application being filled). */
  returnPath?: string;
}

export function modeOf(state: OtpState): OtpMode {
  if (state.confirmUrl === CONFIRM_URL) return 'verify';
  return state.loginUrl === REGISTER_URL ? 'register' : 'login';
}

const isText = (v: unknown): v is string => typeof v === 'string' && v.length > 0;
const isAppPath = (v: unknown): v is string =>
  isText(v) && v.startsWith('/') && !v.startsWith('//');

/**
 * The OTP state of a history entry, or null when it is missing or malformed (a direct visit
 * to /confirm-otp, or a state from elsewhere): the URLs must be the known ones, paths app
 * paths, so a crafted state cannot send the code anywhere else.
 */
export function readOtpState(nav: Record<string, unknown>): OtpState | null {
  const raw = nav.otp;
  if (!raw || typeof raw !== 'object') return null;
  const s = raw as Record<string, unknown>;
  if (s.loginUrl !== LOGIN_URL && s.loginUrl !== REGISTER_URL) return null;
  if (!isText(s.mobile) || !/^\d{10}$/.test(s.mobile) || !isAppPath(s.editPath)) return null;
  const state: OtpState = {
    loginUrl: s.loginUrl,
    mobile: s.mobile,
    editPath: s.editPath,
    resendIn: typeof s.resendIn === 'number' && s.resendIn > 0 ? Math.min(s.resendIn, 600) : 0,
  };
  if (s.confirmUrl !== undefined) {
    if (s.confirmUrl !== CONFIRM_URL || !isText(s.userId) || !isText(s.leadId)) return null;
    Object.assign(state, { confirmUrl: CONFIRM_URL, userId: s.userId, leadId: s.leadId });
    state.am = s.am === true;
  }
  if (isAppPath(s.returnPath)) state.returnPath = s.returnPath;
  const signUp = s.signUp as Record<string, unknown> | undefined;
  if (signUp && isText(signUp.first_name) && isText(signUp.last_name)) {
    state.signUp = { first_name: signUp.first_name, last_name: signUp.last_name };
    if (isText(signUp.email)) state.signUp.email = signUp.email;
  }
  if (modeOf(state) === 'register' && !state.signUp) return null;
  return state;
}
