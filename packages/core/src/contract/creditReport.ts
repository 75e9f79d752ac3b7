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

/** A pulled (or stored) report: `results.report_json` (decision 034). */
export interface CreditReportResponse {
  results: { report_json: CreditReport; pulled_at: string; message: string };
  metadata: { next_action: 1 };
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
