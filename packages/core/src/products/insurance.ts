// The insurance covers and combos (spec 03): one product per journey, named by its journey
// prefix and by core insurance's product id (`cover`). The insurer is the cover's in
// `PRODUCT_INSURERS` (decision 045's placeholders until the product team confirms them); a
// combo's parts have different insurers, so a combo names none here. Every cover is paid
// through the payments and issues a policy schedule and a receipt.
import type { PartyId } from '../catalog/parties.js';
import { OBJECT_TYPES } from '../catalog/products.js';
import type { JourneyDef } from '../engine/types.js';
import { COVER_VARIANT_IDS, COVER_VARIANTS, coverPrefix } from '../insurance/coverVariants.js';
import {
  type InsurerId,
  PRODUCT_INSURERS,
  type SingleProduct,
} from '../insurance/insuranceProducts.js';
import {
  termAccidentJourney,
  termHospicashSurakshaJourney,
  termSurakshaAccidentJourney,
} from '../journeys/insurance/comboInsurance.js';
import { coverJourneys } from '../journeys/insurance/coverJourneys.js';
import { COVER_BRANCHES } from '../journeys/insurance/coverSampleBranches.js';
import { groupHealthInsuranceJourney } from '../journeys/insurance/groupHealthInsurance.js';
import { instaOpdJourney } from '../journeys/insurance/instaOpd.js';
import { lombardShopInsuranceJourney } from '../journeys/insurance/lombardShopInsurance.js';
import { INSURANCE_BRANCHES, INSURANCE_OUTCOMES } from '../journeys/insurance/sampleBranches.js';
import { shopInsuranceJourney } from '../journeys/insurance/shopInsurance.js';
import { termInsuranceJourney } from '../journeys/insurance/termInsurance.js';
import type { PriceRule } from '../productList/productEntry.js';
import { type ProductDescriptor, samplesOf } from './productDescriptor.js';

/** The party of each insurer of core insurance. */
const INSURER_PARTY: Readonly<Record<InsurerId, PartyId>> = {
  lombard: 'iciciLombard',
  hdfcErgo: 'hdfcErgo',
  kotakGeneral: 'kotakGeneral',
  kotakLife: 'kotakLife',
};

const insurerOf = (product: SingleProduct): PartyId | null => {
  const insurer = (PRODUCT_INSURERS as Partial<Record<SingleProduct, { insurer: InsurerId }>>)[
    product
  ];
  return insurer ? INSURER_PARTY[insurer.insurer] : null;
};

const SAMPLES = { ...INSURANCE_BRANCHES, ...COVER_BRANCHES };

function cover(
  journey: JourneyDef,
  product: string,
  provider: PartyId | null,
  priceRule: PriceRule,
  appearsIn: ProductDescriptor['appearsIn'] = ['menu', 'tab', 'hub'],
): ProductDescriptor {
  const combo = priceRule === 'comboPremium';
  return {
    id: journey.prefix,
    name: journey.title,
    family: 'insurance',
    provider,
    agent: 'tara',
    journeys: [journey],
    samples: samplesOf(journey.prefix, SAMPLES, INSURANCE_OUTCOMES),
    appearsIn,
    sells: {
      objectType: combo ? OBJECT_TYPES.insuranceCombo : OBJECT_TYPES.insurance,
      priceRule,
      // Issued after the payment, shown on the congratulations page (decision 048).
      afterPayment: { label: 'See your policy', path: '/insurance/congrates' },
    },
    documents: ['policySchedule', 'receipt'],
    cover: product,
  };
}

const HOME: ProductDescriptor['appearsIn'] = ['home', 'menu', 'tab', 'hub'];

export const insuranceProducts: readonly ProductDescriptor[] = [
  cover(shopInsuranceJourney, 'shop', insurerOf('shop'), 'planPremium', HOME),
  cover(lombardShopInsuranceJourney, 'lombard', insurerOf('lombard'), 'planPremium'),
  cover(termInsuranceJourney, 'term', insurerOf('term'), 'planPremium', HOME),
  ...COVER_VARIANT_IDS.map((id, i) => {
    const journey = coverJourneys[i];
    if (journey?.prefix !== coverPrefix(id)) throw new Error(`cover journey ${id} out of order`);
    const { product } = COVER_VARIANTS[id];
    return cover(journey, product, insurerOf(product), 'coverPremium');
  }),
  cover(
    groupHealthInsuranceJourney,
    'groupHealth',
    insurerOf('groupHealth'),
    'groupHealthQuote',
    HOME,
  ),
  cover(instaOpdJourney, 'instaOpd', insurerOf('instaOpd'), 'planPremium'),
  cover(termHospicashSurakshaJourney, 'termHospicashSuraksha', null, 'comboPremium'),
  cover(termSurakshaAccidentJourney, 'termSurakshaAccident', null, 'comboPremium'),
  cover(termAccidentJourney, 'termAccident', null, 'comboPremium'),
];
