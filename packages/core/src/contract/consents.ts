// GET /api/user/consents and POST /api/user/consents/:id/withdraw (decision 029).

export interface ConsentView {
  id: string;
  purpose: string;
  title: string;
  text: string;
  version: string;
  /** Null for a consent given on no lead (the credit-report pull). */
  lead_id: string | null;
  /** What it was given for besides the lead (the card id of a submission), or ''. */
  subject: string;
  /** ISO date-times. */
  given_at: string;
  withdrawn_at: string | null;
}

export interface ConsentListResponse {
  data: { results: ConsentView[] };
}

export interface ConsentWithdrawResponse {
  data: { results: ConsentView };
}
