import { OBJECT_TYPES } from '../../catalog/products.js';
import type { CoverVariantId } from '../../insurance/covers/insuranceCover.js';
import { singleCover } from '../../insurance/covers/insuranceCovers.js';
import { coverPrefix, coverVariant } from '../../insurance/coverVariants.js';
import type { JourneyDef } from '../../journeyModel/types.js';
import { to } from '../shared/makeStep.js';
import { lifeAddressStep } from './comboSteps.js';
import { contactStep, nomineeStep, personalStep, planGuard, planStep } from './coverSteps.js';
import { INSURANCE_CONGRATES_ROUTE } from './shopCoverJourney.js';

const PLAN_TITLES = {
  dengueMalaria: 'Namaste! Stay covered against dengue and malaria. Choose your cover.',
  accident: 'Namaste! Protect yourself against accidents. Choose your cover.',
  hospicash: 'Namaste! Get daily cash while in hospital. Choose your cover.',
} as const;

/**
 * A person's cover (spec 03 §2, INS-DMPA, decision 054): dengue and malaria and personal
 * accident run step1 contact → step2.1 personal → step3.3 correspondence address → step6.4
 * nominee; dengue-only ends after step2.1; the voluntary variants and hospicash start with the
 * plan step step0.5. A group variant's plan is the group policy's (`groupPlanOf`). Paying and
 * issuing follow on `insurance/congrates` (decision 048).
 */
export function coverJourney(id: CoverVariantId): JourneyDef {
  const variant = coverVariant(id);
  const { product } = variant;
  const guard = planGuard(variant.planStep);
  const steps = [
    ...(variant.planStep ? [planStep(product, PLAN_TITLES[product], variant.slug)] : []),
    contactStep(guard),
    ...(variant.endsAfterPersonal
      ? [personalStep(product, 'last', guard)]
      : [
          personalStep(product, [{ to: 'step3.3' }], guard),
          lifeAddressStep(product, to('step6.4')),
          nomineeStep(product),
        ]),
  ];
  return {
    prefix: coverPrefix(id),
    version: 1,
    title: variant.title,
    productId: OBJECT_TYPES.insurance,
    providerId: null,
    instrumentId: singleCover(product).instrumentId,
    first: variant.planStep ? 'step0.5' : 'step1',
    finalRoute: INSURANCE_CONGRATES_ROUTE,
    finalMessage:
      'Review your cover, then pay the premium: the insurer issues your policy once it is paid.',
    steps,
  };
}
