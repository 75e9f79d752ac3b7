import type { SingleCover } from './insuranceCover.js';

/**
 * Group personal accident (spec 03 §2, INS-DMPA): the group policy, whose plan is the table's
 * first (decision 054), and the voluntary variant whose buyer chooses it. Insurer and
 * instrument id: decision 045's PLACEHOLDER.
 */
export const accidentCover: SingleCover = {
  kind: 'single',
  id: 'accident',
  slug: 'group-personal-accident',
  name: 'Group Personal Accident',
  purpose: 'personal accident cover',
  journeys: [
    {
      slug: 'group-personal-accident',
      title: 'Group Personal Accident',
      variant: {
        id: 'accident',
        voluntary: false,
        planStep: false,
        endsAfterPersonal: false,
        hospicash: false,
      },
    },
    {
      slug: 'group-personal-accident-voluntary',
      title: 'Personal Accident (Voluntary)',
      variant: {
        id: 'accidentVoluntary',
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
  instrumentId: 23,
  // Spec 03 §3 INS-TERM-07: "term and accident" share one table.
  plans: {
    idBlock: 400,
    rows: [
      [447, 3_00_000],
      [745, 5_00_000],
      [1490, 10_00_000],
    ],
  },
  // The group policy (and a combo's part, named group personal accident): 18 %; the
  // voluntary variant is the buyer's own personal-accident cover, exempt (decision 075).
  premium: { taxClass: 'group' },
  // PLACEHOLDER (decision 045): the insurer's policy wording replaces these before going live.
  neutrality: {
    keyExclusions: [
      'Self-inflicted injury',
      'Injury under the influence of alcohol or drugs',
      'War, invasion and nuclear risks',
    ],
  },
  // PLACEHOLDER (decision 083): sample key facts, shown as such until the insurer's wording.
  facts: {
    inclusions: [
      'Accidental death: the sum insured paid to the nominee',
      'Permanent total disability after an accident: the sum insured',
    ],
    waitingPeriods: ['No waiting period: accidents are covered from the policy start date'],
    wordingUrl: null,
  },
  proposal: 'person',
  leadAddPath: 'insurances/lead/add',
  comboLevelPlanIds: [401, 402, 403],
};
