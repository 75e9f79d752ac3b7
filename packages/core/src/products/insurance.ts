// The insurance covers and combos (spec 03): one product per journey of each cover's record
// (`insurance/covers/`, decision 068), named by its journey prefix and by the cover's product
// id (`cover`). The insurer is the record's (decision 045's placeholders until the product team
// confirms them); a combo's parts have different insurers, so a combo names none here. Every
// cover is paid through the payments and issues a policy schedule and a receipt.
import type { PartyId } from '../catalog/parties.js';
import { OBJECT_TYPES } from '../catalog/products.js';
import type { InsuranceCover, InsuranceProduct } from '../insurance/covers/insuranceCover.js';
import { INSURANCE_COVERS, journeyPrefix } from '../insurance/covers/insuranceCovers.js';
import type { JourneyDef } from '../journeyModel/types.js';
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

const SAMPLES = { ...INSURANCE_BRANCHES, ...COVER_BRANCHES };

function cover(
  journey: JourneyDef,
  record: InsuranceCover,
  purpose: string,
  appearsIn: ProductDescriptor['appearsIn'] = ['menu', 'tab', 'hub'],
): ProductDescriptor {
  const priceRule = PRICE_RULES[record.id];
  const combo = priceRule === 'comboPremium';
  return {
    id: journey.prefix,
    name: journey.title,
    family: 'insurance',
    provider: record.kind === 'single' ? record.insurer : null,
    underwriters: underwritersOf(record),
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
    purpose,
    cover: record.id,
  };
}

/** The insurers of a cover: its own and its plans' (plan 264), or each part's (a combo). */
function underwritersOf(record: InsuranceCover): PartyId[] {
  const singles = record.kind === 'single' ? [record] : record.parts;
  const ids = singles.flatMap((part) => [
    part.insurer,
    ...part.plans.rows.flatMap(([, , insurer]) => (insurer ? [insurer] : [])),
  ]);
  return [...new Set(ids)];
}

const HOME: ProductDescriptor['appearsIn'] = ['home', 'menu', 'tab', 'hub'];

/** Every insurance journey's definition, by prefix. */
const JOURNEYS = new Map<string, JourneyDef>(
  [
    shopInsuranceJourney,
    lombardShopInsuranceJourney,
    termInsuranceJourney,
    ...coverJourneys,
    groupHealthInsuranceJourney,
    instaOpdJourney,
    termHospicashSurakshaJourney,
    termSurakshaAccidentJourney,
    termAccidentJourney,
  ].map((j) => [j.prefix, j]),
);

/** How each cover is priced (the quote its journey makes). */
const PRICE_RULES: Readonly<Record<InsuranceProduct, PriceRule>> = {
  shop: 'planPremium',
  lombard: 'planPremium',
  term: 'planPremium',
  instaOpd: 'planPremium',
  dengueMalaria: 'coverPremium',
  accident: 'coverPremium',
  hospicash: 'coverPremium',
  groupHealth: 'groupHealthQuote',
  termHospicashSuraksha: 'comboPremium',
  termSurakshaAccident: 'comboPremium',
  termAccident: 'comboPremium',
};

/** The covers the home page names; the rest are in the menu, the tab and the hub. */
const ON_HOME: ReadonlySet<InsuranceProduct> = new Set(['shop', 'term', 'groupHealth']);

const productsOf = (record: InsuranceCover): ProductDescriptor[] =>
  record.journeys.map((sold) => {
    const prefix = journeyPrefix(sold);
    const journey = JOURNEYS.get(prefix);
    if (!journey) throw new Error(`no journey ${prefix} for the cover ${record.id}`);
    const purpose = sold.purpose ?? record.purpose;
    return cover(journey, record, purpose, ON_HOME.has(record.id) ? HOME : undefined);
  });

export const insuranceProducts: readonly ProductDescriptor[] = INSURANCE_COVERS.flatMap(productsOf);
