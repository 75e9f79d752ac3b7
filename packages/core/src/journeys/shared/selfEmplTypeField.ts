import type { FieldDef } from '../../journeyModel/types.js';
import { selfEmployed } from './conditions.js';
import { opts } from './options.js';

/** Asked with the employment type, only when self-employed: business owner or professional. */
export function selfEmplTypeField(): FieldDef {
  return {
    name: 'selfEmplType',
    kind: 'radio',
    label: 'WHAT DO YOU DO?',
    options: opts(
      ['business', 'I run a business or shop'],
      ['professional', 'I am a professional (doctor, CA, lawyer, architect)'],
    ),
    showWhen: selfEmployed,
  };
}
