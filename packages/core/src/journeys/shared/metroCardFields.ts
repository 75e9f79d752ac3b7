import type { Condition, FieldDef } from '../../journeyModel/types.js';
import { METRO_CARD_REQUIRED } from '../../validation/metroCard.js';

/**
 * The METRO card number (store code and customer number) and the card holder number, the
 * parts of the 10-character card number (VAL-47, VAL-48). `showWhen` shows them only while a
 * condition holds (the loans' and cards' optional metro step). Wherever it is asked, an empty
 * number reads the spec's 'Please enter the metro card number' (METRO-08, MSG-050).
 */
export function metroCardFields(options: { showWhen?: Condition } = {}): FieldDef[] {
  const shown = options.showWhen ? { showWhen: options.showWhen } : {};
  const required = [{ rule: 'required', message: METRO_CARD_REQUIRED }];
  return [
    {
      name: 'metroCardNumber',
      kind: 'text',
      label: 'METRO CARD NUMBER',
      hint: 'The 8 digits of your store code and customer number',
      rules: [...required, { rule: 'metroCard', holderField: 'metroHolderNumber' }],
      ...shown,
    },
    {
      name: 'metroHolderNumber',
      kind: 'text',
      label: 'CARD HOLDER NUMBER',
      maxLength: 2,
      rules: [{ rule: 'numeric' }, { rule: 'maxLength', n: 2 }],
      ...shown,
    },
  ];
}
