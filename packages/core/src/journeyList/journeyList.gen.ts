// GENERATED from journeys/registry.ts by journeys/journeyList.test.ts: do not edit.
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
  }
];
