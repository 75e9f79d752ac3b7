import { accidentCover } from './accident.js';
import type { ComboCover } from './insuranceCover.js';
import { termCover } from './term.js';

/** Term with group personal accident (spec 03 §1, X-21): no business suraksha. */
export const termAccidentCover: ComboCover = {
  kind: 'combo',
  id: 'termAccident',
  slug: 'term-group-personal-accident',
  name: 'Term with Group Personal Accident',
  journeys: [{ slug: 'term-group-personal-accident', title: 'Term with Group Personal Accident' }],
  parts: [termCover, accidentCover],
  planIdBlock: 930,
  leadAddPath: 'insurances/lead/combo/add',
};
