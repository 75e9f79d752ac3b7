import type { FieldDef } from '../../journeyModel/types.js';
import { COMPANY_NOT_ELIGIBLE } from './messages.js';

/** Company autosuggest. Without free text an unlisted company is not eligible (01 §5). */
export function companyField(freeText: boolean, label = 'COMPANY NAME'): FieldDef {
  return {
    name: 'company',
    kind: 'autosuggest',
    label,
    maxLength: 72,
    rules: [{ rule: 'maxLength', n: 72 }],
    suggest: freeText
      ? { source: 'companies', freeText: true }
      : { source: 'companies', freeText: false, noMatchMessage: COMPANY_NOT_ELIGIBLE },
  };
}
