import { hospicashCover } from './hospicash.js';
import type { ComboCover } from './insuranceCover.js';
import { shopCover } from './shop.js';
import { termCover } from './term.js';

/** Term with hospital cash and the business suraksha, the shop cover (spec 03 §1, §9). */
export const termHospicashSurakshaCover: ComboCover = {
  kind: 'combo',
  id: 'termHospicashSuraksha',
  slug: 'term-hospicash-business-suraksha',
  name: 'Term with Hospital Cash and Business Suraksha',
  purpose: 'term, hospital cash and shop insurance',
  journeys: [
    {
      slug: 'term-hospicash-business-suraksha',
      title: 'Term with Hospital Cash and Business Suraksha',
    },
  ],
  parts: [termCover, hospicashCover, shopCover],
  planIdBlock: 910,
  leadAddPath: 'insurances/lead/combo/add',
};
