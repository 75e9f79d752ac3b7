import { OBJECT_TYPES } from '../../catalog/products.js';
import type { JourneyDef } from '../../engine/types.js';
import { COVER_VARIANTS, type CoverVariantId, coverPrefix } from '../../insurance/coverVariants.js';
import { INSTRUMENT_IDS, PRODUCT_NAMES } from '../../insurance/insuranceProducts.js';
import {
  contactStep,
  correspondenceStep,
  nomineeStep,
  personalStep,
  planGuard,
  planStep,
} from './coverSteps.js';
import { INSURANCE_CONGRATES_ROUTE } from './shopCoverJourney.js';

const PLAN_TITLES = {
  dengueMalaria: 'Namaste! Stay covered against dengue and malaria. Choose your cover.',
  accident: 'Namaste! Protect yourself against accidents. Choose your cover.',
  hospicash: 'Namaste! Get daily cash while in hospital. Choose your cover.',
} as const;

/** The journeys' titles: the product's name, and which variant it is. */
const TITLES: Readonly<Record<CoverVariantId, string>> = {
  dengueMalaria: PRODUCT_NAMES.dengueMalaria,
  dengueOnly: 'Dengue Cover',
  accident: PRODUCT_NAMES.accident,
  hospicash: PRODUCT_NAMES.hospicash,
  dengueMalariaVoluntary: `${PRODUCT_NAMES.dengueMalaria} (Voluntary)`,
  accidentVoluntary: 'Personal Accident (Voluntary)',
};

/**
 * A person's cover (spec 03 §2, INS-DMPA, decision 054): dengue and malaria and personal
 * accident run step1 contact → step2.1 personal → step3.3 correspondence address → step6.4
 * nominee; dengue-only ends after step2.1; the voluntary variants and hospicash start with the
 * plan step step0.5. A group variant's plan is the group policy's (`groupPlanOf`). Paying and
 * issuing follow on `insurance/congrates` (decision 048).
 */
export function coverJourney(id: CoverVariantId): JourneyDef {
  const variant = COVER_VARIANTS[id];
  const { product } = variant;
  const guard = planGuard(variant.planStep);
  const steps = [
    ...(variant.planStep ? [planStep(product, PLAN_TITLES[product])] : []),
    contactStep(guard),
    ...(variant.endsAfterPersonal
      ? [personalStep(product, 'last', guard)]
      : [
          personalStep(product, [{ to: 'step3.3' }], guard),
          correspondenceStep(product),
          nomineeStep(product),
        ]),
  ];
  return {
    prefix: coverPrefix(id),
    version: 1,
    title: TITLES[id],
    productId: OBJECT_TYPES.insurance,
    providerId: null,
    instrumentId: INSTRUMENT_IDS[product],
    first: variant.planStep ? 'step0.5' : 'step1',
    finalRoute: INSURANCE_CONGRATES_ROUTE,
    finalMessage:
      'Review your cover, then pay the premium: the insurer issues your policy once it is paid.',
    steps,
  };
}
