// The card marketplace's answers (apps/api/README.md "Card marketplace"), as the web reads
// them. Types only: the web imports them with `import type`.
import type { Answers } from '../journeyModel/types.js';

/** A card as the list, detail and recommendation calls answer it. */
export interface Card {
  id: number;
  slug: string;
  name: string;
  issuer_bank_id: number;
  issuer_bank_name: string;
  issuer_bank?: { bank_id: number; name: string };
  /** The URL segment of the issuer: /credit-card/<bank_name>/<slug>. */
  bank_name: string;
  /** Null for a card no provider of ours takes applications for. */
  provider_id: number | null;
  /** The card journey: credit-cards/<provider_alias>. */
  provider_alias: string | null;
  url: string;
  image_url: string;
  /** 0–5; null reads as 0. */
  ratings: number | null;
  review_count?: number;
  categories: { id: number; name: string }[];
  joining_fee: number;
  annual_fee: number;
  discounted_fee: number;
  card_type: string;
  card_usage: string;
  network?: string;
  bullets: string[];
  benefits?: string[];
  eligibility?: CardEligibilityView;
  note?: string | null;
  instant_apply?: boolean;
  /** Where Apply leads: the issuer's journey step 1, or the card's instant-apply form. */
  apply_url?: string;
}

export interface CardEligibilityView {
  minIncomeSalaried: number | null;
  minIncomeSelfEmployed: number | null;
  minAge: number;
  maxAge: number;
  cities: readonly string[] | null;
  employerCategories?: readonly string[] | null;
  minCreditHistory?: string | null;
  minExistingCardLimit?: number | null;
}

/** A card of the recommendation, with why it does or does not fit. */
export interface RecommendedCard extends Card {
  eligible: boolean;
  reasons: string[];
}

export interface BulletGroup {
  title: string;
  bullets: string[];
}

export interface SeoFaq {
  question: string;
  answer: string;
}

export interface SeoContent {
  title: string;
  description: string;
  keywords: string;
  canonical: string;
  h1?: string;
  body?: string[];
  lang?: string;
}

export interface Review {
  id: string;
  credit_card_id: number;
  rating: number;
  title: string;
  body: string;
  author: string;
  created_at: string;
}

export interface ReviewsPage {
  total: number;
  averageRating: number;
  results: Review[];
}

/** The provider's answer to an application (README `POST /api/cards/apply`). */
export interface ApplyAnswer {
  status: number;
  referenceId: string | null;
  declineReason: string | null;
  providerId: number;
  leadId: string | number | null;
  cardId: number;
  redirect: string;
  message: string | null;
}

/** How a card detail call names its card. */
export type CardKey = { creditCardId: number } | { searchCard: string };

/** A card application: of a finished card lead, or of an instant-apply form. */
export type ApplyBody =
  | {
      leadId: string;
      cardId: number;
      lastLocation?: string;
      accepted?: boolean;
      otp?: string;
      /** The whole Aadhaar number, when the review asks it (`aadhaarLast4`; decision 061). */
      aadhaar?: string;
    }
  | {
      cardId: number;
      instantApply: Answers;
      lastLocation?: string;
      accepted?: boolean;
      /** The instant-apply OTP to the form's mobile (POST /cards/apply/otp; decision 060). */
      otp?: string;
    };

/** An offer of GET /api/cards/offers: a card with its fit and the words beside it. */
export interface OwnerOffer extends Card {
  eligible: boolean;
  reasons: string[];
  score: number | null;
  why: { heading: 'Why it fits you' | 'Why you may not be eligible'; items: string[] };
}

/** 200 body of GET /api/cards/offers (decisions 030, 031). */
export interface OwnerOffersResponse {
  data: {
    results: OwnerOffer[];
    metadata: {
      lead_id: string;
      journey: string;
      sort: 'fit' | 'fees' | 'rewards';
      issuer_bank_ids: number[];
      shortlist: number[];
      eligible: number;
      total: number;
    };
  };
}

/** 200 body of POST /api/reviews/add. */
export interface ReviewAdded {
  data: { results: { id: string; state: 'pending' } };
}

/** GET /api/cards/apply/review: what a submission will send, before the applicant says yes. */
export interface SubmissionReview {
  leadId: string;
  card: {
    id: number;
    name: string;
    issuer: string;
    joining_fee: number;
    annual_fee: number;
    discounted_fee: number;
    /** The issuer's own terms (MITC), or Tara's `/terms`. */
    terms_url: string;
  };
  /** The data sent, identifiers masked (core's `reviewRows`). */
  rows: { name: string; label: string; value: string }[];
  /** The lead's mobile, where the OTP goes. */
  mobile: string;
  /** False when the mobile is verified already (a verified user's own, an earlier OTP, an admin). */
  otpNeeded: boolean;
  /**
   * The issuer needs the whole Aadhaar number, of which the lead keeps only these last 4
   * digits: the browser sends the number it kept in memory since the step, else asks for it
   * again (decision 061). Null when nothing is asked.
   */
  aadhaarLast4: string | null;
  /** The acceptance box's text and its version (recorded as the 'submission' consent). */
  acceptText: string;
  acceptVersion: string;
}

/** GET /api/user/applications: a card application sent to its issuer, for the profile. */
export interface UserApplicationView {
  id: string;
  card_id: number;
  card_name: string;
  issuer: string;
  reference_id: string | null;
  /** 1 approved, 2 in process, 3 not approved. */
  status: number;
  status_text: string;
  /** ISO date-times. */
  applied_at: string;
  updated_at: string;
}

/** POST /api/credit_cards: the catalog page (spec's list: `results` at the top level). */
export interface CardListResponse {
  results: Card[];
  metadata: { total: number; maxJoiningFee: number };
}

/** POST /api/credit_card/details. */
export interface CardDetailsResponse {
  data: { results: Card };
}

/** POST /api/credit-cards/bullets. */
export interface BulletsResponse {
  data: { results: BulletGroup[] };
}

/** POST /api/seo/bullets. */
export interface SeoBulletsResponse {
  data: { results: SeoFaq[] };
}

/** POST /api/seo/contents: the page's content is `results[0]`. */
export interface SeoContentsResponse {
  data: { results: SeoContent[] };
}

/** POST /api/reviews/get: a page of a card's approved reviews. */
export interface ReviewsResponse {
  data: {
    metadata: { total: number; average_rating: number };
    data: { results: Review[] };
  };
}

/** GET /api/amex: the Amex-type instant-apply form's route. */
export interface AmexResponse {
  data: { results: { url: string; card_id: number; slug: string } };
}

/** GET /api/instruments: the card instruments. */
export interface CardInstrumentsResponse {
  data: {
    results: {
      id: number;
      name: string;
      slug: string;
      provider_id: number | null;
      product_id: number;
      issuer_bank_id: number;
    }[];
  };
}

/** POST /api/cards/apply. */
export interface ApplyResponse {
  data: { results: ApplyAnswer };
}

/** GET /api/cards/apply/review. */
export interface SubmissionReviewResponse {
  data: { results: SubmissionReview };
}

/** GET /api/user/applications. */
export interface UserApplicationsResponse {
  data: { results: UserApplicationView[] };
}

/** GET /api/user/applications/:id and its refresh. */
export interface UserApplicationResponse {
  data: { results: UserApplicationView };
}
