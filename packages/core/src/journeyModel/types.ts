// The shape of a journey as data. Everything here is plain JSON: no functions, so a
// definition can be served by the API, rendered by any client, drawn and analysed.
import type { ConsentPurpose } from './consentPurposes.js';

export type Scalar = string | number | boolean | null;

/** A saved answer: a scalar, an object (e.g. the city resolved from a pincode) or a list. */
export type AnswerValue = Scalar | AnswerValue[] | { [key: string]: AnswerValue };

export type Answers = Record<string, AnswerValue>;

/**
 * Context a condition may read besides the answers: flags of the session and the device
 * (isAdmin, androidWebView, appVersion, providerId, ...). Never user-typed data.
 */
export type JourneyContext = Record<string, Scalar>;

/**
 * Where a condition reads its value: an answer (`field`), a context flag (`ctx`), or the
 * outcome of a partner call made on an earlier (or the same) step (`outcome`: the call's name).
 */
export type Operand = { field: string } | { ctx: string } | { outcome: string };

export type Condition =
  | (Operand & { eq: Scalar })
  | (Operand & { ne: Scalar })
  | (Operand & { in: Scalar[] })
  | (Operand & { filled: boolean })
  | (Operand & { gt: number })
  | (Operand & { gte: number })
  | (Operand & { lt: number })
  | (Operand & { lte: number })
  | { all: Condition[] }
  | { any: Condition[] }
  | { not: Condition };

/** A status a saved step records: always, or when its condition holds (decision 059). */
export type StepAdminStatus = string | { status: string; when: Condition };

/** A reference to a validation rule of `@tara/core/validation`, with its arguments. */
export type RuleRef = { rule: string } & Record<string, Scalar | Scalar[]>;

export type FieldKind =
  | 'text'
  | 'number'
  | 'mobile'
  | 'email'
  | 'pan'
  | 'pincode'
  | 'radio'
  | 'select'
  | 'checkbox'
  | 'disclaimer'
  | 'date'
  | 'dob'
  | 'autosuggest'
  | 'address'
  | 'money'
  /** A one-time code (6 digits). Never saved in the answers: the server checks it (lookup 'otp'). */
  | 'otp'
  /** An uploaded document. The answer keeps only the stored document's id (see `FileSpec`). */
  | 'file';

/** What a `file` field accepts. The server checks the type by content (magic bytes). */
export interface FileSpec {
  /** Accepted MIME types, e.g. `application/pdf`, `image/jpeg`, `image/png`, `application/zip`. */
  accept: string[];
  maxBytes: number;
  /** The partner's document type id (spec 02 §3.3: physical NACH 39, okyc aadhaar 40, ...). */
  documentType: number;
}

export interface FieldLink {
  /** The words of the label that become the link (their first occurrence). */
  text: string;
  href: string;
}

/** The rules that label a field's options for a lead (`journeys/leadOptionLabels.ts`). */
export type OptionLabeller = 'ewPlanPremiums';

export interface FieldOption {
  value: string;
  label: string;
}

export interface SuggestSource {
  /** Autosuggest endpoint under /api (e.g. `cities`, `companies`, `banks`). */
  source: string;
  /** When false, leaving the field without picking a suggestion is an error. */
  freeText: boolean;
  /** Message shown when free text is not allowed and nothing was picked. */
  noMatchMessage?: string;
}

/** `pincodeCity` resolves the `city` answer, `ifscBank` the `bankName` (issue 22 §6). */
export type FieldLookup = 'pincodeCity' | 'ifscBank';

export interface FieldDef {
  /** The spec's field name (form value key). For `dob` the parts are `${name}Date|Month|Year`. */
  name: string;
  kind: FieldKind;
  label: string;
  /** Defaults to true. A field hidden by `showWhen` is never required. */
  required?: boolean;
  options?: FieldOption[];
  rules?: RuleRef[];
  maxLength?: number;
  placeholder?: string;
  hint?: string;
  /** Shown only while the condition holds (evaluated over the step's own and earlier answers). */
  showWhen?: Condition;
  suggest?: SuggestSource;
  /** A server-side lookup the value must pass, deriving an answer (`lookupKey`). */
  lookup?: FieldLookup;
  /**
   * Options labelled for the lead by a pure rule of core's over its answers (`leadOptionLabels`,
   * decision 092): the server sends the labels in the lead's view and the step shows them; the
   * option's own label stays wherever the lead's view is not at hand.
   */
  optionLabels?: OptionLabeller;
  /** Disclaimer: the long text shown behind the "More" dialog. */
  more?: string;
  /** Words of the label shown as links (e.g. `Terms` → `/terms`); they open in a new tab. */
  links?: FieldLink[];
  /**
   * A consent box (decision 063): the purpose of its versioned text in core's `CONSENT_TEXTS`,
   * which is its label word for word (a `{call.fact}` token filled in from the lead's calls)
   * and whose `allows` says which partner calls it lets through. Required, never ticked
   * beforehand, always shown (`analyseJourney`); recorded when ticked (decision 029).
   */
  consent?: ConsentPurpose;
  /**
   * Initial value when nothing is saved (a slider's, a radio's). Never on a box: every
   * checkbox and disclaimer starts unticked (decision 064, `analyseBoxes`).
   */
  defaultValue?: Scalar;
  /** For `file` fields: accepted types, size and document type. */
  file?: FileSpec;
  /**
   * An `otp` field whose code signs something (the business loan's e-agreement): asked and
   * checked every time, even when the mobile was verified before, so never hidden by a
   * `showWhen` (`analyseJourney` refuses one).
   */
  signs?: boolean;
  /**
   * Passed to the step's partner call, never written to the answers: the Aadhaar ZIP's share
   * code, which with the ZIP opens the resident's KYC (decision 062). Dropped like an OTP when
   * a step is saved; `analyseCalls` wants a call on its step and no condition reading it.
   */
  callOnly?: boolean;
  /**
   * An OTP field's type as the partner names it (the credit line's
   * `NORTHERN_ARC_CL_MOBILE_VERIFICATION`, 02 §7): sent as the OTP request's `type`, which the
   * server takes as a lead OTP of this journey. Absent: 'lead'.
   */
  otpType?: string;
  /**
   * An `otp` field's message when the code is wrong: the server's 'Incorrect OTP' unless the
   * journey's spec words it otherwise (the metro journey's 'OTP verification failed', METRO-05).
   */
  wrongOtpMessage?: string;
}

/**
 * A next rule goes to a step (`to`) or leaves the journey by a named exit (`exit`, a key of
 * `JourneyDef.exits`). When `when` is absent the rule always matches. Rules are tried in order;
 * the first match wins.
 */
export type NextRule = { to: string; when?: Condition } | { exit: string; when?: Condition };

/**
 * A partner call made when the step is saved (`ckyc`, `karza.gstin`, `idfc.approvalStatus`, ...).
 * The server makes it once per save (claimed in `lead_calls`); its answer is one of `outcomes`,
 * which next rules and later conditions read with `{ outcome: name }`.
 */
export interface StepCall {
  /** The call's name in the API's partner-call registry. One name is made by one step only. */
  name: string;
  /** Every outcome the call can answer. Each must be routed by the step's next rules. */
  outcomes: string[];
  /** Made only while this holds (evaluated over the answers including the step's own). */
  when?: Condition;
  /**
   * Outcomes that refuse the save instead of routing it: the applicant stays on the step and
   * is told, on `field`, the call's `message` fact (or `message` here). E.g. a PAN the partner
   * finds under another name. A `field` fact naming another field of the step puts the message
   * there instead (step11: a share code that does not open the ZIP). Refused outcomes need no
   * next rule.
   */
  refuse?: { outcomes: string[]; field: string; message?: string };
  /**
   * The outcome arrives later (a callback or a poll: e-mandate, approval, payment). Saving the
   * step leaves the lead pending on it; the outcome's arrival moves it on, once.
   */
  wait?: {
    /** Seconds before the user may ask for the link / message again (spec: 10 for e-NACH). */
    resendAfterSeconds?: number;
    /** How often the browser asks for the outcome while waiting. */
    pollSeconds?: number;
    /** The wait bubble, e.g. 'Waiting for your bank to confirm the e-mandate.' */
    message?: string;
    /** Where the applicant acts meanwhile (the hp journey's payment: the plans page). */
    link?: FieldLink;
  };
}

/** A named way out of a journey besides its final route (e.g. `rejected`). */
export interface JourneyExit {
  /** The route shown, e.g. `business-loan/idfc/disbursal-status`. */
  route: string;
  /** What the user is told there (spec: the business-loan rejection text). */
  message?: string;
}

/**
 * Progress on the journey's own scale: the step's number (the digits of its id) divided by
 * `of`, in percent, with per-step overrides (spec 02: /43, and 92 for step28).
 */
export interface ProgressScale {
  of: number;
  at?: Record<string, number>;
}

/**
 * Side effects of saving a step besides saving the lead (every save saves it): `checkUser`
 * (the step's `mobile` is looked up: a known user is linked to the lead, an unknown one is
 * created unverified and linked). An OTP is a field kind (`otp`), not an effect.
 */
export type StepEffect = 'checkUser';

/**
 * One fact a partner call answered, shown to the applicant (e.g. the name their KYC gave).
 * `format` says how to write it: `paise` as rupees, `bps` as a percentage, `months`.
 */
export interface ShownFact {
  fact: string;
  label: string;
  format?: 'text' | 'paise' | 'bps' | 'months';
}

/**
 * A document the API generates for a lead (decision 024), by name; `kfs` is the offer's Key
 * Fact Statement page, which links its PDF (decision 080).
 */
export type LeadDocumentName = 'nachForm' | 'agreement' | 'kfs';

/**
 * Something a step shows under its question besides fields: the facts a partner call answered
 * (the first of `calls` the lead has facts of), or a generated document to open or download.
 */
export type StepShow =
  | { kind: 'facts'; calls: string[]; items: ShownFact[] }
  | { kind: 'document'; document: LeadDocumentName; label: string };

export interface StepDef {
  /** Route segment, e.g. `step6.3`. */
  id: string;
  /** Tara's question bubble. */
  title: string;
  /** Info bubbles shown under the question. */
  info?: string[];
  fields: FieldDef[];
  /** Ordered next rules; ignored on a last step. */
  next?: NextRule[];
  /** Skipped while the condition holds. */
  skip?: Condition;
  /** Skipped when every required field of the step is already filled (spec: hardSkip). */
  hardSkip?: boolean;
  /** Criteria lock: these answers must exist before the step may be shown or saved. */
  guard?: string[];
  /** A last step: after it the journey goes to its final route. */
  last?: boolean;
  /** Message when no next rule matches (spec: 'unknown empType'). */
  unmatched?: string;
  effects?: StepEffect[];
  /** Radio answers move on by themselves after the debounce. Defaults to true for one-radio steps. */
  autoAdvance?: boolean;
  /** A partner call made when the step is saved; its outcome picks the next rule. */
  call?: StepCall;
  /** What the step shows under its question (call facts, a document to download). */
  shows?: StepShow[];
  /**
   * Admin statuses the lead records when the step is saved, in order, each once (the insurance
   * lead status codes of spec 03 §3, decision 055), as `/lead/{id}/update-status` would; one
   * with a condition only when it holds over the answers (decision 059).
   */
  adminStatuses?: StepAdminStatus[];
}

export interface JourneyDef {
  /** Route prefix, e.g. `credit-cards/sbi`. */
  prefix: string;
  version: number;
  title: string;
  productId: number;
  providerId: number | null;
  instrumentId: number | null;
  first: string;
  /** Route after a last step, e.g. `credit-card/offers`. */
  finalRoute: string;
  /** Named exits besides the final route, e.g. `{ rejected: { route, message } }`. */
  exits?: Record<string, JourneyExit>;
  /** Progress on the journey's own scale; absent: answered / (answered + longest remaining). */
  progress?: ProgressScale;
  /**
   * The product's own terms page (decision 064): every box accepting terms links here, never
   * another product's (`analyseBoxes`); absent for a journey that accepts no terms.
   */
  termsPath?: string;
  /** What the final route tells an applicant who finished (not exited); absent: a generic text. */
  finalMessage?: string;
  /**
   * Where a partner that cannot answer sends the applicant (spec 02 §4.2: the error is kept and
   * the user goes to `/credit-line/results`), except for the calls listed, whose failure keeps
   * the applicant on the step to retry. The lead is not moved: it resumes on the step.
   */
  callFailure?: CallFailureRoute;
  /** The shell's exceptions the spec makes for this journey's pages (absent: none). */
  shell?: JourneyShell;
  steps: StepDef[];
}

/** What the shell does differently on a journey's pages. */
export interface JourneyShell {
  /** Pixels added to the tm=1 layout's 80 px bottom padding (SHELL-23, X-16). */
  extraBottomPadding?: number;
  /** False: no reset button, not even for an admin (AUTH-47). */
  resetButton?: false;
}

/** `JourneyDef.callFailure`: a route (full, like an exit's) and the calls retried in place. */
export interface CallFailureRoute {
  route: string;
  except?: string[];
}
