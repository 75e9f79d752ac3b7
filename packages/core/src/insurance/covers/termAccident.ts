import { accidentCover } from './accident.js';
import type { ComboCover } from './insuranceCover.js';
import { ownJourneyCover } from './ownJourneyCover.js';
import { termCover } from './term.js';

/** Term with group personal accident (spec 03 §1, X-21): no business suraksha. */
export const termAccidentCover: ComboCover = {
  ...ownJourneyCover(
    'combo',
    'termAccident',
    'term-group-personal-accident',
    'Term with Group Personal Accident',
  ),
  purpose: 'term and personal accident insurance',
  parts: [termCover, accidentCover],
  planIdBlock: 930,
  leadAddPath: 'insurances/lead/combo/add',
};
