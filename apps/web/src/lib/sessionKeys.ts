// What the browser keeps, in one place (decision 008). Only non-sensitive values: ids, flags,
// marketing tags. Answers, names, mobiles and anything decoded from `encodedData` never go to
// browser storage; they come back from the server.

/** sessionStorage: the tab's incomplete lead (decision 006). */
export const LEAD_ID_KEY = 'incomplete_lead_id';
export const UNVERIFIED_USER_KEY = 'unverifiedUserId';
/** sessionStorage: where to go back to after logging in (an app path, PII-free query). */
export const GOTO_PATH_KEY = 'gotoPath';
/** sessionStorage: the membership flag as '1' or '0' (spec AUTH-15). */
export const MEMBERSHIP_FLAG_KEY = 'membershipFlag';
/** sessionStorage: the native web view flags read from the landing URL (am, tm, dm, version). */
export const APP_FLAGS_KEY = 'appFlags';
/** sessionStorage: a partner failure's `{ errors, from }` for /credit-line/results (02 §4.2). */
export const CALL_FAILURE_KEY = 'callFailure';
/** localStorage: the logged-in user's id and membership type (not PII; spec AUTH-11). */
export const USER_ID_KEY = 'userId';
export const MEMBERSHIP_TYPE_KEY = 'membershipType';

type Area = 'sessionStorage' | 'localStorage';

function read(area: Area, key: string): string | null {
  try {
    return window[area].getItem(key);
  } catch {
    return null;
  }
}

function write(area: Area, key: string, value: string | null): void {
  try {
    if (value === null) window[area].removeItem(key);
    else window[area].setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, web views); the server keeps what matters.
  }
}

export const readSession = (key: string): string | null => read('sessionStorage', key);
export const writeSession = (key: string, value: string | null): void =>
  write('sessionStorage', key, value);
export const readLocal = (key: string): string | null => read('localStorage', key);
export const writeLocal = (key: string, value: string | null): void =>
  write('localStorage', key, value);

/** Forgets the incomplete lead of this tab (reset, logout). */
export function clearLeadSession(): void {
  for (const key of [LEAD_ID_KEY, UNVERIFIED_USER_KEY]) writeSession(key, null);
}

/**
 * sessionStorage: the purchase being paid (spec 03 §3, PAY-08): `issuanceResp` (object type and
 * id, preferred gateway), `voucherChosen` (title and amounts in rupees) and `pObj` (the key and
 * order id). No personal data: the status screen's retry reads them.
 */
export const ISSUANCE_RESP_KEY = 'issuanceResp';
export const VOUCHER_CHOSEN_KEY = 'voucherChosen';
export const PAYMENT_OBJECT_KEY = 'pObj';

// Memory only, never browser storage: the whole Aadhaar number a lead's step took (decision
// 061). The server keeps its last 4; an issuer that needs it whole (Amex) gets it from the
// review screen, which asks again when this page's life no longer has it (a reload, a device).
const wholeAadhaar = new Map<string, string>();

export const keepWholeAadhaar = (leadId: string, value: string): void => {
  wholeAadhaar.set(leadId, value);
};

export const keptWholeAadhaar = (leadId: string): string | null => wholeAadhaar.get(leadId) ?? null;
