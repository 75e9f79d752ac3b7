// GENERATED from products/journeyRegistry.ts by journeys/journeyList.test.ts: do not edit.
// Update: npx vitest run packages/core/src/journeys/journeyList.test.ts -u
import type { JourneyEntry } from './journeyEntry.js';

export const JOURNEY_LIST: readonly JourneyEntry[] = [
  {
    "prefix": "credit-cards/sbi",
    "product": "credit-cards",
    "productId": 3,
    "providerId": 61,
    "provider": "SBI Card",
    "logo": "/issuers/sbi-card.svg",
    "title": "SBI Card credit card",
    "first": "step1",
    "finalRoute": "credit-card/offers",
    "exits": {}
  },
  {
    "prefix": "credit-cards/rbl",
    "product": "credit-cards",
    "productId": 3,
    "providerId": 62,
    "provider": "RBL Bank",
    "logo": "/issuers/rbl-bank.svg",
    "title": "RBL Bank credit card",
    "first": "step1",
    "finalRoute": "credit-card/offers",
    "exits": {}
  },
  {
    "prefix": "credit-cards/icici",
    "product": "credit-cards",
    "productId": 3,
    "providerId": 3,
    "provider": "ICICI Bank",
    "logo": "/issuers/icici-bank.svg",
    "title": "ICICI Bank credit card",
    "first": "step1",
    "finalRoute": "credit-card/offers",
    "exits": {}
  },
  {
    "prefix": "credit-cards/hdfc",
    "product": "credit-cards",
    "productId": 3,
    "providerId": 60,
    "provider": "HDFC Bank",
    "logo": "/issuers/hdfc-bank.svg",
    "title": "HDFC Bank credit card",
    "first": "step1",
    "finalRoute": "credit-card/offers",
    "exits": {}
  },
  {
    "prefix": "credit-cards/citi",
    "product": "credit-cards",
    "productId": 3,
    "providerId": 35,
    "provider": "Citi",
    "logo": "/issuers/citibank.svg",
    "title": "Citi credit card",
    "first": "step1",
    "finalRoute": "credit-card/offers",
    "exits": {}
  },
  {
    "prefix": "credit-cards/amex",
    "product": "credit-cards",
    "productId": 4,
    "providerId": 40,
    "provider": "American Express",
    "logo": "/issuers/american-express.svg",
    "title": "American Express credit card",
    "first": "step1",
    "finalRoute": "credit-card/offers",
    "exits": {}
  },
  {
    "prefix": "credit-cards/stashfin",
    "product": "credit-cards",
    "productId": 3,
    "providerId": 9,
    "provider": "Stashfin",
    "logo": "/issuers/stashfin.svg",
    "title": "Stashfin credit card",
    "first": "step1",
    "finalRoute": "credit-card/offers",
    "exits": {}
  },
  {
    "prefix": "credit-cards/test",
    "product": "credit-cards",
    "productId": 3,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Test credit card",
    "first": "step1",
    "finalRoute": "credit-card/offers",
    "exits": {}
  },
  {
    "prefix": "personal-loan",
    "product": "personal-loan",
    "productId": 2,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Personal loan",
    "first": "step1",
    "finalRoute": "personal-loan/offers",
    "exits": {
      "bookingDone": "booking-done",
      "offers": "personal-loan/offers"
    }
  },
  {
    "prefix": "personal-loan/eligibility",
    "product": "personal-loan",
    "productId": 2,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Personal loan eligibility",
    "first": "step-1",
    "finalRoute": "personal-loan/offers",
    "exits": {}
  },
  {
    "prefix": "home-loan/check-eligibility",
    "product": "home-loan",
    "productId": 1,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Home loan",
    "first": "property-details-1",
    "finalRoute": "home-loan/offers",
    "exits": {}
  },
  {
    "prefix": "business-loan/idfc",
    "product": "business-loan",
    "productId": 2,
    "providerId": 384,
    "provider": "IDFC First Bank",
    "logo": "/issuers/idfc-first-bank.svg",
    "title": "IDFC FIRST Bank business loan",
    "first": "step1",
    "finalRoute": "business-loan/idfc/disbursal-status",
    "exits": {
      "rejected": "business-loan/idfc/disbursal-status"
    }
  },
  {
    "prefix": "credit-line/nacl",
    "product": "credit-line",
    "productId": 15,
    "providerId": 1813,
    "provider": "Northern Arc",
    "logo": "/issuers/northern-arc.svg",
    "title": "Northern Arc credit line",
    "first": "step1",
    "finalRoute": "credit-line/nacl/disbursal-status",
    "exits": {
      "rejected": "credit-line/nacl/disbursal-status",
      "mandateFailed": "credit-line/results"
    }
  },
  {
    "prefix": "credit-line",
    "product": "credit-line",
    "productId": 15,
    "providerId": 1813,
    "provider": "Northern Arc",
    "logo": "/issuers/northern-arc.svg",
    "title": "Credit line",
    "first": "step1",
    "finalRoute": "credit-line/results/approved",
    "exits": {
      "rejected": "credit-line/results/rejected",
      "mandateFailed": "credit-line/results/error"
    }
  },
  {
    "prefix": "insurance/shop-insurance",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Shop Insurance",
    "first": "step0.6",
    "finalRoute": "insurance/congrates",
    "exits": {},
    "shell": {
      "extraBottomPadding": 90,
      "resetButton": false
    }
  },
  {
    "prefix": "insurance/lombard-shop-insurance",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Lombard Shop Insurance",
    "first": "step0.9",
    "finalRoute": "insurance/congrates",
    "exits": {},
    "shell": {
      "extraBottomPadding": 90,
      "resetButton": false
    }
  },
  {
    "prefix": "insurance/group-health-insurance",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Group Health Insurance",
    "first": "step1",
    "finalRoute": "insurance/congrates",
    "exits": {
      "healthDeclined": "insurance/group-health-insurance/step1.5.2"
    }
  },
  {
    "prefix": "insurance/insta-opd",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Insta OPD",
    "first": "step0.1",
    "finalRoute": "insurance/congrates",
    "exits": {}
  },
  {
    "prefix": "insurance/term-insurance",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Term Insurance",
    "first": "step0.5",
    "finalRoute": "insurance/congrates",
    "exits": {}
  },
  {
    "prefix": "insurance/group-personal-accident",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Group Personal Accident",
    "first": "step1",
    "finalRoute": "insurance/congrates",
    "exits": {}
  },
  {
    "prefix": "insurance/group-personal-accident-voluntary",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Personal Accident (Voluntary)",
    "first": "step0.5",
    "finalRoute": "insurance/congrates",
    "exits": {}
  },
  {
    "prefix": "insurance/dengue-malaria",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Dengue and Malaria Cover",
    "first": "step1",
    "finalRoute": "insurance/congrates",
    "exits": {}
  },
  {
    "prefix": "insurance/dengue-only",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Dengue Cover",
    "first": "step1",
    "finalRoute": "insurance/congrates",
    "exits": {}
  },
  {
    "prefix": "insurance/dengue-malaria-voluntary",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Dengue and Malaria Cover (Voluntary)",
    "first": "step0.5",
    "finalRoute": "insurance/congrates",
    "exits": {}
  },
  {
    "prefix": "insurance/hospicash",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Hospital Cash",
    "first": "step0.5",
    "finalRoute": "insurance/congrates",
    "exits": {}
  },
  {
    "prefix": "insurance/term-hospicash-business-suraksha",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Term with Hospital Cash and Business Suraksha",
    "first": "step0.5",
    "finalRoute": "insurance/congrates",
    "exits": {}
  },
  {
    "prefix": "insurance/term-business-suraksha-group-personal-accident",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Term, Business Suraksha and Group Personal Accident",
    "first": "step0.5",
    "finalRoute": "insurance/congrates",
    "exits": {}
  },
  {
    "prefix": "insurance/term-group-personal-accident",
    "product": "insurance",
    "productId": 19,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Term with Group Personal Accident",
    "first": "step0.5",
    "finalRoute": "insurance/congrates",
    "exits": {}
  },
  {
    "prefix": "hp",
    "product": "hp",
    "productId": 21,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Tara membership",
    "first": "step1",
    "finalRoute": "membership/submit",
    "exits": {}
  },
  {
    "prefix": "metro",
    "product": "metro",
    "productId": 12,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "METRO card benefits",
    "first": "step1",
    "finalRoute": "metro-stc/success",
    "exits": {}
  },
  {
    "prefix": "ew",
    "product": "ew",
    "productId": 18,
    "providerId": null,
    "provider": null,
    "logo": null,
    "title": "Extended warranty",
    "first": "step1",
    "finalRoute": "ew/congrates",
    "exits": {}
  }
];
