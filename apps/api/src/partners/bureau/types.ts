import type { CreditReport } from '@tara/core';

// A credit bureau's two-stage pull (Experian style; decision 034). Stage one searches by PAN
// (or, with `enhancedSearch`, by name and mobile) and either answers the report or asks for
// something first: the mobile on the bureau's file differs, or a stage-two confirmation is
// needed. Stage two answers with both hit ids.

export const BUREAU_CALL = 'bureau.pull';

export interface BureauQuery {
  /** Upper case, 10 characters; null on the self-pull route's enhanced search. */
  pan: string | null;
  /** 10 digits: the mobile the user verified. */
  mobile: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  email?: string;
  /** YYYY-MM-DD (step-3's extra details). */
  dob?: string;
  pincode?: string;
  /** Search by name and mobile when there is no PAN (the `selfPull` route). */
  enhancedSearch?: boolean;
}

export type BureauAnswer =
  | { outcome: 'found'; stageOneId: string; stageTwoId: string | null; report: CreditReport }
  | { outcome: 'notFound'; stageOneId: string }
  /** The bureau's file holds another mobile; `maskedMobile` is e.g. 'XXXXXX5521'. */
  | { outcome: 'mobileMismatch'; stageOneId: string; maskedMobile: string }
  /**
   * The file holds another e-mail (`maskedEmail`, e.g. 'bu****@example.com'), and, when
   * `maskedMobile` is given, another mobile too.
   */
  | { outcome: 'emailMismatch'; stageOneId: string; maskedEmail: string; maskedMobile?: string }
  /** The file found by the PAN is in another name: the name or the PAN is wrong. */
  | { outcome: 'identityMismatch'; stageOneId: string }
  /** The bureau asks to confirm the match before it answers: call `confirm` with both ids. */
  | { outcome: 'stageTwo'; stageOneId: string; stageTwoId: string };

/** A credit bureau, sandbox or live. Throws PartnerUnavailable when it cannot answer. */
export interface BureauClient {
  readonly mode: 'sandbox' | 'live';
  pull(query: BureauQuery, attempt: number): Promise<BureauAnswer>;
  /** Stage two: the bureau knows the search by its hit ids (no PAN is sent again). */
  confirm(ids: { stageOneId: string; stageTwoId: string }, attempt: number): Promise<BureauAnswer>;
}
