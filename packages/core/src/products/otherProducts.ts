// The products that are neither a card, a loan nor a cover: the credit report's self-pull (a
// page, not a journey), the Tara membership (the marketplace's own), the METRO card benefits
// and the extended warranty (whose provider the spec does not name: null, decision 067; its
// claims are honoured by a SAMPLE provider until one is signed, decision 086).
import { OBJECT_TYPES } from '../catalog/products.js';
import { ewJourney } from '../journeys/ew/ew.js';
import { EW_BRANCHES, EW_OUTCOMES } from '../journeys/ew/sampleBranches.js';
import { hpJourney } from '../journeys/membership/hp.js';
import { HP_BRANCHES, HP_OUTCOMES } from '../journeys/membership/sampleBranches.js';
import { metroJourney } from '../journeys/metro/metro.js';
import { METRO_BRANCHES, METRO_OUTCOMES } from '../journeys/metro/sampleBranches.js';
import type { ClaimProcess } from './claimProcess.js';
import { type ProductDescriptor, samplesOf } from './productDescriptor.js';

const creditReportProduct: ProductDescriptor = {
  id: 'credit-report',
  name: 'Credit score and report',
  family: 'credit-report',
  // The bureau is chosen by the server's configuration, not named by the product (decision 035).
  provider: null,
  agent: 'tara',
  journeys: [],
  samples: {},
  pages: ['/financial-fitness', '/credit-report/self-pull', '/self-pull'],
  entry: '/financial-fitness',
  appearsIn: ['home'],
  documents: ['creditReport'],
};

const membershipProduct: ProductDescriptor = {
  id: hpJourney.prefix,
  name: hpJourney.title,
  family: 'membership',
  provider: 'tara',
  agent: 'tara',
  journeys: [hpJourney],
  samples: samplesOf(hpJourney.prefix, HP_BRANCHES, HP_OUTCOMES),
  appearsIn: ['home'],
  sells: {
    objectType: OBJECT_TYPES.membership,
    priceRule: 'membershipPlan',
    afterPayment: { label: 'Explore more', path: '/membership' },
  },
  documents: ['receipt'],
};

const metroProduct: ProductDescriptor = {
  id: metroJourney.prefix,
  name: metroJourney.title,
  family: 'metro',
  provider: null,
  agent: 'tara',
  journeys: [metroJourney],
  samples: samplesOf(metroJourney.prefix, METRO_BRANCHES, METRO_OUTCOMES),
  appearsIn: ['home'],
};

/**
 * The warranty's provider and how to claim (issue 22 §1, decision 086). SAMPLE DATA: the spec
 * names no provider, so a placeholder name and a reserved example.com address stand in, never a
 * real company. A product team replaces them here when a provider is signed (`sample: false`).
 */
const EW_CLAIMS: ClaimProcess = {
  provider: 'Sample Warranty Services',
  sample: true,
  steps: [
    'Write to the claims desk with your certificate number and what is wrong with the product.',
    'Keep the product’s invoice and the certificate ready: the provider asks for both.',
    'The provider inspects the product, then repairs or replaces it, or tells you in writing why the fault is not covered.',
  ],
  contact: { email: 'ew-claims@example.com', phone: null },
};

const extendedWarrantyProduct: ProductDescriptor = {
  id: ewJourney.prefix,
  name: ewJourney.title,
  family: 'extended-warranty',
  provider: null,
  agent: 'tara',
  journeys: [ewJourney],
  samples: samplesOf(ewJourney.prefix, EW_BRANCHES, EW_OUTCOMES),
  appearsIn: ['home'],
  sells: {
    objectType: OBJECT_TYPES.ew,
    priceRule: 'ewQuote',
    // Back to its journey, resumed after the payment (decision 044).
    afterPayment: { label: 'See your warranty', path: '/ew' },
  },
  documents: ['certificate', 'receipt'],
  claims: EW_CLAIMS,
};

export const otherProducts: readonly ProductDescriptor[] = [
  creditReportProduct,
  membershipProduct,
  metroProduct,
  extendedWarrantyProduct,
];
