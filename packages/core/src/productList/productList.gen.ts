// GENERATED from products/catalogue.ts by products/productList.test.ts: do not edit.
// Update: npx vitest run packages/core/src/products/productList.test.ts -u
import type { ProductEntry } from './productEntry.js';

export const PRODUCT_LIST: readonly ProductEntry[] = [
  {
    "id": "credit-cards/sbi",
    "name": "SBI Card credit card",
    "family": "credit-cards",
    "provider": "sbiCard",
    "agent": "tara",
    "journeys": [
      "credit-cards/sbi"
    ],
    "pages": [],
    "entry": "/credit-cards/sbi",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "tab",
      "hub"
    ],
    "sells": null,
    "documents": [],
    "purpose": null,
    "cover": null
  },
  {
    "id": "credit-cards/rbl",
    "name": "RBL Bank credit card",
    "family": "credit-cards",
    "provider": "rblBank",
    "agent": "tara",
    "journeys": [
      "credit-cards/rbl"
    ],
    "pages": [],
    "entry": "/credit-cards/rbl",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "tab",
      "hub"
    ],
    "sells": null,
    "documents": [],
    "purpose": null,
    "cover": null
  },
  {
    "id": "credit-cards/icici",
    "name": "ICICI Bank credit card",
    "family": "credit-cards",
    "provider": "iciciBank",
    "agent": "tara",
    "journeys": [
      "credit-cards/icici"
    ],
    "pages": [],
    "entry": "/credit-cards/icici",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "tab",
      "hub"
    ],
    "sells": null,
    "documents": [],
    "purpose": null,
    "cover": null
  },
  {
    "id": "credit-cards/hdfc",
    "name": "HDFC Bank credit card",
    "family": "credit-cards",
    "provider": "hdfcBank",
    "agent": "tara",
    "journeys": [
      "credit-cards/hdfc"
    ],
    "pages": [],
    "entry": "/credit-cards/hdfc",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "tab",
      "hub"
    ],
    "sells": null,
    "documents": [],
    "purpose": null,
    "cover": null
  },
  {
    "id": "credit-cards/citi",
    "name": "Citi credit card",
    "family": "credit-cards",
    "provider": "citi",
    "agent": "tara",
    "journeys": [
      "credit-cards/citi"
    ],
    "pages": [],
    "entry": "/credit-cards/citi",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "tab",
      "hub"
    ],
    "sells": null,
    "documents": [],
    "purpose": null,
    "cover": null
  },
  {
    "id": "credit-cards/amex",
    "name": "American Express credit card",
    "family": "credit-cards",
    "provider": "amex",
    "agent": "tara",
    "journeys": [
      "credit-cards/amex"
    ],
    "pages": [],
    "entry": "/credit-cards/amex",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "tab",
      "hub"
    ],
    "sells": null,
    "documents": [],
    "purpose": null,
    "cover": null
  },
  {
    "id": "credit-cards/stashfin",
    "name": "Stashfin credit card",
    "family": "credit-cards",
    "provider": "stashfin",
    "agent": "tara",
    "journeys": [
      "credit-cards/stashfin"
    ],
    "pages": [],
    "entry": "/credit-cards/stashfin",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "tab",
      "hub"
    ],
    "sells": null,
    "documents": [],
    "purpose": null,
    "cover": null
  },
  {
    "id": "credit-cards/test",
    "name": "Test credit card",
    "family": "credit-cards",
    "provider": null,
    "agent": "tara",
    "journeys": [
      "credit-cards/test"
    ],
    "pages": [],
    "entry": "/credit-cards/test",
    "live": true,
    "appearsIn": [],
    "sells": null,
    "documents": [],
    "purpose": null,
    "cover": null
  },
  {
    "id": "personal-loan",
    "name": "Personal loan",
    "family": "personal-loan",
    "provider": null,
    "agent": "tara",
    "journeys": [
      "personal-loan"
    ],
    "pages": [],
    "entry": "/personal-loan",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "tab",
      "hub"
    ],
    "sells": null,
    "documents": [
      "keyFactStatement"
    ],
    "purpose": "personal loan",
    "cover": null
  },
  {
    "id": "personal-loan/eligibility",
    "name": "Personal loan eligibility",
    "family": "personal-loan",
    "provider": null,
    "agent": "tara",
    "journeys": [
      "personal-loan/eligibility"
    ],
    "pages": [],
    "entry": "/personal-loan/eligibility",
    "live": true,
    "appearsIn": [
      "home",
      "hub"
    ],
    "sells": null,
    "documents": [],
    "purpose": "personal loan",
    "cover": null
  },
  {
    "id": "home-loan/check-eligibility",
    "name": "Home loan",
    "family": "home-loan",
    "provider": null,
    "agent": "tara",
    "journeys": [
      "home-loan/check-eligibility"
    ],
    "pages": [],
    "entry": "/home-loan/check-eligibility",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "tab",
      "hub"
    ],
    "sells": null,
    "documents": [
      "keyFactStatement"
    ],
    "purpose": "home loan",
    "cover": null
  },
  {
    "id": "business-loan/idfc",
    "name": "IDFC FIRST Bank business loan",
    "family": "business-loan",
    "provider": "idfcFirstBank",
    "agent": "tara",
    "journeys": [
      "business-loan/idfc"
    ],
    "pages": [],
    "entry": "/business-loan/idfc",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "tab",
      "hub"
    ],
    "sells": null,
    "documents": [
      "loanAgreement",
      "keyFactStatement",
      "nachForm",
      "mandatePage"
    ],
    "purpose": "business loan",
    "cover": null
  },
  {
    "id": "credit-line/nacl",
    "name": "Northern Arc credit line",
    "family": "credit-line",
    "provider": "northernArc",
    "agent": "tara",
    "journeys": [
      "credit-line/nacl"
    ],
    "pages": [],
    "entry": "/credit-line/nacl",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "hub"
    ],
    "sells": null,
    "documents": [
      "loanAgreement",
      "keyFactStatement",
      "nachForm",
      "mandatePage"
    ],
    "purpose": "credit line",
    "cover": null
  },
  {
    "id": "credit-line",
    "name": "Credit line",
    "family": "credit-line",
    "provider": "northernArc",
    "agent": "tara",
    "journeys": [
      "credit-line"
    ],
    "pages": [],
    "entry": "/credit-line",
    "live": true,
    "appearsIn": [
      "home",
      "hub"
    ],
    "sells": null,
    "documents": [
      "loanAgreement",
      "keyFactStatement",
      "nachForm",
      "mandatePage"
    ],
    "purpose": "credit line",
    "cover": null
  },
  {
    "id": "insurance/shop-insurance",
    "name": "Shop Insurance",
    "family": "insurance",
    "provider": "kotakGeneral",
    "agent": "tara",
    "journeys": [
      "insurance/shop-insurance"
    ],
    "pages": [],
    "entry": "/insurance/shop-insurance",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 19,
      "priceRule": "planPremium",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "shop insurance",
    "cover": "shop"
  },
  {
    "id": "insurance/lombard-shop-insurance",
    "name": "Lombard Shop Insurance",
    "family": "insurance",
    "provider": "iciciLombard",
    "agent": "tara",
    "journeys": [
      "insurance/lombard-shop-insurance"
    ],
    "pages": [],
    "entry": "/insurance/lombard-shop-insurance",
    "live": true,
    "appearsIn": [
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 19,
      "priceRule": "planPremium",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "shop insurance",
    "cover": "lombard"
  },
  {
    "id": "insurance/group-health-insurance",
    "name": "Group Health Insurance",
    "family": "insurance",
    "provider": "kotakGeneral",
    "agent": "tara",
    "journeys": [
      "insurance/group-health-insurance"
    ],
    "pages": [],
    "entry": "/insurance/group-health-insurance",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 19,
      "priceRule": "groupHealthQuote",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "group health insurance",
    "cover": "groupHealth"
  },
  {
    "id": "insurance/insta-opd",
    "name": "Insta OPD",
    "family": "insurance",
    "provider": "kotakGeneral",
    "agent": "tara",
    "journeys": [
      "insurance/insta-opd"
    ],
    "pages": [],
    "entry": "/insurance/insta-opd",
    "live": true,
    "appearsIn": [
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 19,
      "priceRule": "planPremium",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "outpatient (OPD) cover",
    "cover": "instaOpd"
  },
  {
    "id": "insurance/term-insurance",
    "name": "Term Insurance",
    "family": "insurance",
    "provider": "kotakLife",
    "agent": "tara",
    "journeys": [
      "insurance/term-insurance"
    ],
    "pages": [],
    "entry": "/insurance/term-insurance",
    "live": true,
    "appearsIn": [
      "home",
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 19,
      "priceRule": "planPremium",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "term insurance",
    "cover": "term"
  },
  {
    "id": "insurance/group-personal-accident",
    "name": "Group Personal Accident",
    "family": "insurance",
    "provider": "kotakGeneral",
    "agent": "tara",
    "journeys": [
      "insurance/group-personal-accident"
    ],
    "pages": [],
    "entry": "/insurance/group-personal-accident",
    "live": true,
    "appearsIn": [
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 19,
      "priceRule": "coverPremium",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "personal accident cover",
    "cover": "accident"
  },
  {
    "id": "insurance/group-personal-accident-voluntary",
    "name": "Personal Accident (Voluntary)",
    "family": "insurance",
    "provider": "kotakGeneral",
    "agent": "tara",
    "journeys": [
      "insurance/group-personal-accident-voluntary"
    ],
    "pages": [],
    "entry": "/insurance/group-personal-accident-voluntary",
    "live": true,
    "appearsIn": [
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 19,
      "priceRule": "coverPremium",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "personal accident cover",
    "cover": "accident"
  },
  {
    "id": "insurance/dengue-malaria",
    "name": "Dengue and Malaria Cover",
    "family": "insurance",
    "provider": "kotakGeneral",
    "agent": "tara",
    "journeys": [
      "insurance/dengue-malaria"
    ],
    "pages": [],
    "entry": "/insurance/dengue-malaria",
    "live": true,
    "appearsIn": [
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 19,
      "priceRule": "coverPremium",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "dengue and malaria cover",
    "cover": "dengueMalaria"
  },
  {
    "id": "insurance/dengue-only",
    "name": "Dengue Cover",
    "family": "insurance",
    "provider": "kotakGeneral",
    "agent": "tara",
    "journeys": [
      "insurance/dengue-only"
    ],
    "pages": [],
    "entry": "/insurance/dengue-only",
    "live": true,
    "appearsIn": [
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 19,
      "priceRule": "coverPremium",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "dengue cover",
    "cover": "dengueMalaria"
  },
  {
    "id": "insurance/dengue-malaria-voluntary",
    "name": "Dengue and Malaria Cover (Voluntary)",
    "family": "insurance",
    "provider": "kotakGeneral",
    "agent": "tara",
    "journeys": [
      "insurance/dengue-malaria-voluntary"
    ],
    "pages": [],
    "entry": "/insurance/dengue-malaria-voluntary",
    "live": true,
    "appearsIn": [
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 19,
      "priceRule": "coverPremium",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "dengue and malaria cover",
    "cover": "dengueMalaria"
  },
  {
    "id": "insurance/hospicash",
    "name": "Hospital Cash",
    "family": "insurance",
    "provider": "kotakGeneral",
    "agent": "tara",
    "journeys": [
      "insurance/hospicash"
    ],
    "pages": [],
    "entry": "/insurance/hospicash",
    "live": true,
    "appearsIn": [
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 19,
      "priceRule": "coverPremium",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "hospital cash cover",
    "cover": "hospicash"
  },
  {
    "id": "insurance/term-hospicash-business-suraksha",
    "name": "Term with Hospital Cash and Business Suraksha",
    "family": "insurance",
    "provider": null,
    "agent": "tara",
    "journeys": [
      "insurance/term-hospicash-business-suraksha"
    ],
    "pages": [],
    "entry": "/insurance/term-hospicash-business-suraksha",
    "live": true,
    "appearsIn": [
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 20,
      "priceRule": "comboPremium",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "term, hospital cash and shop insurance",
    "cover": "termHospicashSuraksha"
  },
  {
    "id": "insurance/term-business-suraksha-group-personal-accident",
    "name": "Term, Business Suraksha and Group Personal Accident",
    "family": "insurance",
    "provider": null,
    "agent": "tara",
    "journeys": [
      "insurance/term-business-suraksha-group-personal-accident"
    ],
    "pages": [],
    "entry": "/insurance/term-business-suraksha-group-personal-accident",
    "live": true,
    "appearsIn": [
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 20,
      "priceRule": "comboPremium",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "term, shop and personal accident insurance",
    "cover": "termSurakshaAccident"
  },
  {
    "id": "insurance/term-group-personal-accident",
    "name": "Term with Group Personal Accident",
    "family": "insurance",
    "provider": null,
    "agent": "tara",
    "journeys": [
      "insurance/term-group-personal-accident"
    ],
    "pages": [],
    "entry": "/insurance/term-group-personal-accident",
    "live": true,
    "appearsIn": [
      "menu",
      "tab",
      "hub"
    ],
    "sells": {
      "objectType": 20,
      "priceRule": "comboPremium",
      "afterPayment": {
        "label": "See your policy",
        "path": "/insurance/congrates"
      }
    },
    "documents": [
      "policySchedule",
      "receipt"
    ],
    "purpose": "term and personal accident insurance",
    "cover": "termAccident"
  },
  {
    "id": "credit-report",
    "name": "Credit score and report",
    "family": "credit-report",
    "provider": null,
    "agent": "tara",
    "journeys": [],
    "pages": [
      "/financial-fitness",
      "/credit-report/self-pull",
      "/self-pull"
    ],
    "entry": "/financial-fitness",
    "live": true,
    "appearsIn": [
      "home"
    ],
    "sells": null,
    "documents": [
      "creditReport"
    ],
    "purpose": null,
    "cover": null
  },
  {
    "id": "hp",
    "name": "Tara membership",
    "family": "membership",
    "provider": "tara",
    "agent": "tara",
    "journeys": [
      "hp"
    ],
    "pages": [],
    "entry": "/hp",
    "live": true,
    "appearsIn": [
      "home"
    ],
    "sells": {
      "objectType": 21,
      "priceRule": "membershipPlan",
      "afterPayment": {
        "label": "Explore more",
        "path": "/membership"
      }
    },
    "documents": [
      "receipt"
    ],
    "purpose": null,
    "cover": null
  },
  {
    "id": "metro",
    "name": "METRO card benefits",
    "family": "metro",
    "provider": null,
    "agent": "tara",
    "journeys": [
      "metro"
    ],
    "pages": [],
    "entry": "/metro",
    "live": true,
    "appearsIn": [
      "home"
    ],
    "sells": null,
    "documents": [],
    "purpose": null,
    "cover": null
  },
  {
    "id": "ew",
    "name": "Extended warranty",
    "family": "extended-warranty",
    "provider": null,
    "agent": "tara",
    "journeys": [
      "ew"
    ],
    "pages": [],
    "entry": "/ew",
    "live": true,
    "appearsIn": [
      "home"
    ],
    "sells": {
      "objectType": 18,
      "priceRule": "ewQuote",
      "afterPayment": {
        "label": "See your warranty",
        "path": "/ew"
      }
    },
    "documents": [
      "certificate",
      "receipt"
    ],
    "purpose": null,
    "cover": null
  }
];
