import { coverOfSlug, plansOf } from '@tara/core/insurance';

// The products' own terms (decision 064): each journey's terms box opens its own product's
// page, never Tara's terms of use or another product's. The wording is ours and short, and
// says what the product does (decision 079: refunds and cancellation as the product handles
// them, no placeholder).

export interface TermsSection {
  heading: string;
  items: readonly string[];
}

/** The Tara membership (the hp journey, decisions 040, 042, 046). */
export const MEMBERSHIP_TERMS: readonly TermsSection[] = [
  {
    heading: 'The membership',
    items: [
      'The Tara membership is Tara’s own programme. It is not a credit card, a loan or an insurance policy, and it does not make any lender more likely to approve you.',
      'The plan, its price (GST included) and what it gives are shown before you pay. The plan starts when the payment is confirmed and stays with the mobile number you gave.',
    ],
  },
  {
    heading: 'Coins and member benefits',
    items: [
      'Your plan credits the coins it names to your Tara account. Coins have no cash value, cannot be transferred and cannot be exchanged for money.',
      'Coins are spent on the member benefits listed on Tara Stars, each for coins or at a member price. A benefit once taken is not refunded in coins or money.',
      'The benefits on offer may change; a benefit you have already taken is kept.',
    ],
  },
  {
    heading: 'Payment and refunds',
    items: [
      'You pay through our payment partner. If a payment fails, no plan starts and you may pay again.',
      'A plan starts, and its coins are credited, as soon as the payment is confirmed, so a started plan cannot be cancelled and its price is not refunded.',
      'If you were charged and your plan did not start, or you were charged twice, write to our support team with the payment id on your receipt: we refund the amount in full to the account or card you paid from.',
    ],
  },
  {
    heading: 'Your details',
    items: [
      'We use your details to run your membership, as our privacy policy says. For anything else, Tara’s terms of use apply, including how to reach our Grievance Officer.',
    ],
  },
];

/** The extended warranty (the ew journey, decision 044). */
export const EW_TERMS: readonly TermsSection[] = [
  {
    heading: 'What you buy',
    items: [
      'An extended warranty for the one product you registered (its type, brand, model and serial number), bought within 365 days of buying the product, for an invoice value of ₹5,000 to ₹5,00,000.',
      'Tara arranges the warranty, takes the payment and receives your claims (see “Claims” below).',
    ],
  },
  {
    heading: 'Cover',
    items: [
      'Cover starts when the maker’s one-year warranty ends and lasts the years of the plan you picked (one, two or three).',
      'It covers the repair of breakdowns the maker’s warranty would have covered. It does not cover accidental or liquid damage, theft or loss, cosmetic damage, consumables and accessories, misuse, or repairs by anyone not authorised.',
    ],
  },
  {
    heading: 'Price and payment',
    items: [
      'The premium is a share of the invoice value set by the plan, at least ₹499, GST included, shown before you pay. The warranty starts only once the payment is confirmed; its certificate is then shown with your receipt.',
      'Changing the product or the plan after paying is a new warranty with its own payment.',
      'A paid warranty cannot be cancelled on Tara. If you were charged and the warranty did not start, or you were charged twice, write to our support team with the payment id on your receipt: we refund the amount in full to the account or card you paid from.',
    ],
  },
  {
    heading: 'Claims and your details',
    items: [
      'To claim, write to us with your certificate number. We use your details to run your warranty, as our privacy policy says; Tara’s terms of use apply for anything else.',
    ],
  },
];

export interface InsuranceTerms {
  name: string;
  /** Each cover of the product (a combo has several), its insurers and key exclusions. */
  parts: { name: string; insurers: string[]; exclusions: readonly string[] }[];
}

/** The policy terms of the insurance product with this slug, or null for none. */
export function insuranceTermsOf(slug: string): InsuranceTerms | null {
  const cover = coverOfSlug(slug);
  if (!cover) return null;
  const parts = cover.kind === 'combo' ? cover.parts : [cover];
  return {
    name: cover.name,
    parts: parts.map((part) => ({
      name: part.name,
      insurers: [...new Set(plansOf(part.id).map((plan) => plan.insurerName))],
      exclusions: part.neutrality.keyExclusions,
    })),
  };
}
