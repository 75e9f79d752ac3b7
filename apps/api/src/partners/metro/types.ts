// The METRO card eligibility check (spec 03 §7, METRO-10; decision 043): POST
// /third-party/loans/idfc/cb-eligibility with the 10-character card number, the user and the
// mobile. A variant sends the store id, the partner's card number and the PAN instead.

/** The spec's payload. */
export interface MetroEligibilityRequest {
  metroCardNo: string;
  userId: string;
  mobile: string;
}

/** The spec's variant payload (not sent by the metro journey; kept for the live client). */
export interface MetroEligibilityVariant {
  storeId: string;
  partnerCardNo: string;
  pan: string;
}

/** The partner's answer: eligible (with the card holder level it read), or its errors. */
export type MetroEligibilityAnswer =
  | { eligible: true; holderLevel: string }
  | { eligible: false; errors: string[] };

export interface MetroEligibilityClient {
  readonly mode: 'sandbox' | 'live';
  /** Throws PartnerUnavailable on a 5xx or a timeout (nothing decided: the user may retry). */
  cbEligibility(req: MetroEligibilityRequest, attempt: number): Promise<MetroEligibilityAnswer>;
}
