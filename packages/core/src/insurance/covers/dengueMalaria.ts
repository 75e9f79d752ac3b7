import type { SingleCover } from './insuranceCover.js';

/**
 * Dengue and malaria cover (spec 03 §2, INS-DMPA): the group policy (its plan the table's
 * first, decision 054), dengue-only (ends after step2.1) and the voluntary variant, whose
 * step0.5 does not share hospital cash's table (spec 03 §4). Insurer and instrument id:
 * decision 045's PLACEHOLDER; the variants' slugs are decision 054's.
 */
export const dengueMalariaCover: SingleCover = {
  kind: 'single',
  id: 'dengueMalaria',
  slug: 'dengue-malaria',
  name: 'Dengue and Malaria Cover',
  purpose: 'dengue and malaria cover',
  journeys: [
    {
      slug: 'dengue-malaria',
      title: 'Dengue and Malaria Cover',
      variant: {
        id: 'dengueMalaria',
        voluntary: false,
        planStep: false,
        endsAfterPersonal: false,
        hospicash: false,
      },
    },
    {
      slug: 'dengue-only',
      title: 'Dengue Cover',
      purpose: 'dengue cover',
      variant: {
        id: 'dengueOnly',
        voluntary: false,
        planStep: false,
        endsAfterPersonal: true,
        hospicash: false,
      },
    },
    {
      slug: 'dengue-malaria-voluntary',
      title: 'Dengue and Malaria Cover (Voluntary)',
      variant: {
        id: 'dengueMalariaVoluntary',
        voluntary: true,
        planStep: true,
        endsAfterPersonal: false,
        hospicash: false,
      },
      taxClass: 'individualLifeOrHealth',
    },
  ],
  insurer: 'kotakGeneral',
  insurerConfirmed: false,
  instrumentId: 32,
  // Spec 03 §3 INS-DMPA-06.
  plans: {
    idBlock: 500,
    rows: [
      [60, 1_00_000],
      [300, 5_00_000],
      [599, 10_00_000],
    ],
  },
  // The group policy and dengue-only: 18 %; the voluntary variant is the buyer's own health
  // cover, exempt (decision 075).
  premium: { taxClass: 'group' },
  // PLACEHOLDER (decision 045): the insurer's policy wording replaces these before going live.
  neutrality: {
    keyExclusions: ['Illness diagnosed in the waiting period after the start of the policy'],
  },
  // PLACEHOLDER (decision 083): sample key facts, shown as such until the insurer's wording.
  facts: {
    inclusions: ['Hospital treatment for dengue or malaria, up to the sum insured'],
    waitingPeriods: ['Dengue and malaria: 15 days from the start of the policy'],
    wordingUrl: null,
  },
  proposal: 'person',
  leadAddPath: 'insurances/lead/add',
};
