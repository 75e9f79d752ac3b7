// The central KYC registry (CKYC): is there a KYC record for this PAN and date of birth?

export const CKYC_CALL = 'ckyc';
/** `mismatch`: a record, of another person than the applicant (decision 062). */
export const CKYC_OUTCOMES = ['verified', 'failed', 'mismatch'] as const;
export type CkycOutcome = (typeof CKYC_OUTCOMES)[number];

export interface CkycQuery {
  /** Upper case, 10 characters. */
  pan: string;
  /** YYYY-MM-DD. */
  dob: string;
  /** The name as the applicant typed it. */
  name: string;
}

export type CkycAnswer =
  | {
      outcome: 'verified';
      name: string;
      /** YYYY-MM-DD. */
      dob: string;
      /** M, F or T when the record states it. */
      gender?: 'M' | 'F' | 'T';
      ckycRef: string;
    }
  | { outcome: 'failed' };

/** A CKYC registry, sandbox or live. Throws PartnerUnavailable when it cannot answer. */
export interface CkycClient {
  readonly mode: 'sandbox' | 'live';
  search(query: CkycQuery, attempt: number): Promise<CkycAnswer>;
}
