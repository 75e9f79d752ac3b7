// The HTTP contract between the web client (or a native app) and the API, as types only.
// The API's zod schemas are checked against these; the web imports them with `import type`.
import type { Answers, JourneyDef, Scalar } from '../journeyModel/types.js';

/** Error body of every 4xx: the spec's `errors` array, plus field → message when known. */
export interface ErrorBody {
  errors: string[];
  fields?: Record<string, string>;
  /** On 409 (guard or skip-ahead): where the user should go instead. */
  metadata?: { last_loc: string };
}

/** Envelope fields of a lead save; the step's form values sit beside them. */
export interface LeadSaveEnvelope {
  /** Journey prefix, e.g. `credit-cards/sbi`. */
  journey: string;
  /** Step id, e.g. `step6`. */
  step: string;
  leadId?: string;
  instrumentId?: number | null;
  productId?: number | null;
  providerId?: number | null;
}

export type LeadSaveBody = LeadSaveEnvelope & Record<string, unknown>;

/** What the server remembers of an incomplete lead, as its owner may read it. */
export interface LeadView {
  lead_id: string;
  journey: string;
  version: number;
  answers: Answers;
  history: string[];
  /** Step to show next, or null when the journey is done. */
  current: string | null;
  last_loc: string;
  progress: number;
  /** `exited`: the journey left by a named exit (e.g. a partner's rejection). */
  status: 'incomplete' | 'complete' | 'exited';
  /** The partner call the lead waits on (an e-mandate, an approval), when it waits. */
  pending: LeadPending | null;
  /**
   * The partner calls made so far (by call name): the outcome, for the browser's routing, and
   * the facts the partner answered (masked where sensitive), for the steps that show them.
   */
  calls: Record<string, { step: string; outcome: string; facts: Record<string, Scalar> }>;
  /**
   * Options named for this lead, by field then option value (a field's `optionLabels`, decision
   * 092: the warranty's plans with their rupee premiums). Absent when no field is labelled.
   */
  option_labels?: Record<string, Record<string, string>>;
  /** The lead's mobile answer is verified (an OTP, a verified form user, an admin). */
  mobile_verified: boolean;
  /** The exit the journey left by, and what the user is told there. */
  exit: { name: string; step: string; message: string | null } | null;
  created_at: string;
  updated_at: string;
}

/** A lead waiting on a partner's answer: the browser polls and may ask for a resend. */
export interface LeadPending {
  step: string;
  call: string;
  /** ISO time the call was made. */
  since: string;
  resend_after_seconds: number | null;
  poll_seconds: number | null;
}

/** 200 body of POST /api/lead/add/unverified and /api/lead/update/unverified. */
export interface LeadSaveResponse {
  data: { results: LeadView & { skipped: string[]; dropped: string[] } };
  metadata: { last_loc: string; user_data: { user_id: string | null } };
  lead_id: string;
}

/** 200 body of GET /api/lead/current?journey=... */
export interface LeadCurrentResponse {
  data: { results: LeadView };
}

export type JourneyResponse = JourneyDef;

export interface HealthResponse {
  status: 'ok';
  db: 'pglite' | 'postgres';
}

/** A pincode lookup result (GET /api/provider/search/pin). */
export interface PinCity {
  /** The product city the pincode lies in; null outside them. */
  city_id: number | null;
  /** The product city's name (upper case), else India Post's district. */
  city_name: string;
  city_pretty_name: string | null;
  district: string;
  state: string;
}

/** An autosuggest item (GET /api/cities, /api/companies, /api/banks). */
export interface Suggestion {
  id: number;
  name: string;
  [key: string]: string | number | null;
}

/** A card as listed on the offers page, with why it does or does not fit. */
export interface CardOffer {
  id: number;
  name: string;
  slug: string;
  issuer_bank_id: number;
  issuer_bank_name: string;
  issuer_bank: { bank_id: number; name: string };
  image_url: string;
  ratings: number;
  categories: { id: number; name: string }[];
  joining_fee: number;
  discounted_fee: number;
  annual_fee: number;
  card_type: string;
  card_usage: string;
  bullets: string[];
  eligible: boolean;
  /** Reasons in plain words, e.g. "income ₹80,000 meets the ₹25,000 minimum". */
  reasons: string[];
}

export interface OffersResponse {
  data: { results: CardOffer[]; metadata: { eligible: number; total: number } };
}

/** 200 body of POST /api/lead/reset: the journey's incomplete lead is forgotten. */
export interface LeadResetResponse {
  data: { results: { reset: true } };
}

/** GET /api/journeys: the journeys the API serves, each at its newest version. */
export type JourneyListResponse = { prefix: string; version: number; title: string }[];

/** 200 body of POST /api/client-errors (spec 01 §7). */
export interface ClientErrorResponse {
  data: { received: true };
}

/** 200 body of PATCH /api/lead/:id/update-status: the lead's admin status. */
export interface LeadStatusResponse {
  data: { results: { lead_id: string; lead_admin_status: string; changed: boolean } };
}
