import type { FieldDef } from '../../journeyModel/types.js';
import { opts } from '../shared/options.js';

/**
 * The plan paid for at step5 (`planId`). The spec does not say where the hp journey takes its
 * plan from (HP-06, OPEN): the applicant picks one of the placeholder plans of decision 040
 * (their ids are the API's seed; an API test holds the two together). Decision 042.
 */
export function membershipPlanField(): FieldDef {
  return {
    name: 'planId',
    kind: 'radio',
    label: 'MEMBERSHIP PLAN',
    options: opts(['1', 'Tara Gold'], ['2', 'Tara Platinum'], ['3', 'Tara Shop Plus']),
  };
}
