// Sample walks of the person covers (decision 054): the answers that differ from
// `SAMPLE_VALUES` (Asha Verma, born 15/08/1990, 12 MG Road, Mumbai 400001): the plan where the
// journey has a plan step, and a nominee (her spouse).

import { COVER_VARIANT_IDS, type CoverVariantId } from '../../insurance/covers/insuranceCover.js';
import { coverPrefix, coverVariant } from '../../insurance/coverVariants.js';
import { plansOf } from '../../insurance/insurancePlans.js';
import type { Answers } from '../../journeyModel/types.js';
import { PLAN_ANSWER } from './insuranceFields.js';

/** The sample nominee, her spouse; term's walk names him too. */
export const SAMPLE_NOMINEE: Answers = {
  nomineeName: 'Ravi Verma',
  nomineeGender: 'male',
  nomineeRelation: '7',
  nomineeDobDate: '02',
  nomineeDobMonth: '03',
  nomineeDobYear: '1988',
  nomineeNationality: 'Indian',
};

/** A variant's walk: its second plan when it has a plan step, the nominee when it asks one. */
function walkOf(id: CoverVariantId): Answers {
  const variant = coverVariant(id);
  const plan = plansOf(variant.product)[1];
  return {
    ...(variant.planStep && plan ? { [PLAN_ANSWER]: String(plan.planId) } : {}),
    ...(variant.endsAfterPersonal ? {} : SAMPLE_NOMINEE),
  };
}

export const COVER_BRANCHES: Record<string, Record<string, Answers>> = Object.fromEntries(
  COVER_VARIANT_IDS.map((id) => [coverPrefix(id), { default: walkOf(id) }]),
);
