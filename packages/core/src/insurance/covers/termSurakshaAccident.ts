import { accidentCover } from './accident.js';
import type { ComboCover } from './insuranceCover.js';
import { shopCover } from './shop.js';
import { termCover } from './term.js';

/** Term, the business suraksha (the shop cover) and group personal accident (spec 03 §1, §9). */
export const termSurakshaAccidentCover: ComboCover = {
  kind: 'combo',
  id: 'termSurakshaAccident',
  slug: 'term-business-suraksha-group-personal-accident',
  name: 'Term, Business Suraksha and Group Personal Accident',
  purpose: 'term, shop and personal accident insurance',
  journeys: [
    {
      slug: 'term-business-suraksha-group-personal-accident',
      title: 'Term, Business Suraksha and Group Personal Accident',
    },
  ],
  parts: [termCover, shopCover, accidentCover],
  planIdBlock: 920,
  leadAddPath: 'insurances/lead/combo/add',
};
