import type { Condition, FieldDef } from '../../journeyModel/types.js';
import { SELECT_BANK } from './messages.js';

/** The bank of a card the applicant already holds. */
export function cardProviderField(showWhen?: Condition): FieldDef {
  const field: FieldDef = {
    name: 'creditCardProvider',
    kind: 'autosuggest',
    label: 'BANK THAT ISSUED YOUR CARD',
    suggest: { source: 'banks', freeText: false, noMatchMessage: SELECT_BANK },
  };
  if (showWhen) field.showWhen = showWhen;
  return field;
}
