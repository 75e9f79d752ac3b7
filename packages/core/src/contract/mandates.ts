// The e-mandate calls (decision 022): the applicant's resend, the sponsor bank's callback and
// the sandbox bank's decision. Types only: the API's zod schemas are checked against them.

/** POST /api/third-party/loans/idfc/send-enach-url: the mandate link sent again. */
export interface MandateResendResponse {
  data: { results: { sent: true; resendAfterSeconds: number } };
}

/** POST /api/callbacks/enach: the sponsor bank's word received. */
export interface EnachCallbackResponse {
  data: { results: { received: true } };
}

/** POST /api/sandbox/enach/:mandateId/decision: the sandbox sponsor bank decides (not in production). */
export interface SandboxMandateDecisionResponse {
  data: {
    results: {
      status: 'REGISTERED' | 'DECLINED';
      callback: 'delivered' | 'scheduled';
      message: string;
    };
  };
}
