import type { CreditReport } from '../creditReport/creditReport.js';

/** The self-pull's fields (spec 01 §7: POST /credit-report/self-pull; CR-26, CR-27). */
export interface SelfPullBody {
  stageOneId?: string;
  stageTwoId?: string;
  mobile: string;
  pan?: string;
  maskedDelivery?: boolean;
  firstName: string;
  middleName?: string;
  lastName: string;
  email?: string;
  couponCode?: string;
  /** The `selfPull` route: search by name and mobile, no PAN. */
  enhancedSearch?: boolean;
  /** Step-3's extra details. */
  pincode?: string;
  /** YYYY-MM-DD. */
  dob?: string;
  cityId?: number;
  cityName?: string;
  /** The credit-report consent (isExperianChecked): true records it; else an earlier live one serves. */
  consent?: boolean;
}

/**
 * A pulled (or stored) report: `results.report_json` (decision 034). `Report` is the report's
 * type: core's `CreditReport` as the browser reads it; the API's schema checks it as any JSON.
 */
export interface CreditReportResponse<Report = CreditReport> {
  results: { report_json: Report; pulled_at: string; message: string };
  metadata: { next_action: 1 };
}

/** A card likely at the score of the user's latest report (user/profile/recommended). */
export interface ScoreCard {
  id: number;
  name: string;
  issuer_bank_id: number;
  issuer_bank_name: string;
  url: string;
  image_url: string;
  annual_fee: number;
  reasons: string[];
}

/** POST /user/profile/recommended: the cards, the score and its band. */
export interface ScoreCardsResponse {
  data: {
    results: ScoreCard[];
    metadata: {
      score: number | null;
      credit_history: 'noCredit' | 'average' | 'excellent' | 'outstanding' | null;
    };
  };
}

/** POST /leads/credit-report/self-pull (CR-31): the report, with the cards when asked. */
export interface LeadPullResponse<Report = CreditReport> extends CreditReportResponse<Report> {
  results: CreditReportResponse<Report>['results'] & { recommendations?: ScoreCard[] | undefined };
}

/** POST /user/profile/credit-reports/self-pull/verify: the pull's mobile verified. */
export interface VerifyPullMobileResponse {
  data: { results: { mobile: string; verified: true } };
}

/** A refused pull: what to show and what to do next (CR-08, CR-35). */
export interface CreditReportErrorBody {
  errors: string[];
  fields?: Record<string, string>;
  retryAfter?: number;
  metadata?: {
    next_action?: number;
    /** Action 8's route. */
    next_path?: string;
    stgOneHitId?: string;
    stgTwoHitId?: string;
    masked_mobiles_message?: string;
  };
}
