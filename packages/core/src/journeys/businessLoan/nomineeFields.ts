// The nominee of the loan's credit insurance (step32; VAL-51..55, BL-56, X-04, X-05).
import { BUSINESS_LOAN_IDS, BUSINESS_LOAN_LIMITS as L } from '../../catalog/businessLoan.js';
import { NOMINEE_RELATIONS } from '../../catalog/enums.js';
import type { FieldDef } from '../../journeyModel/types.js';
import { opts } from '../shared/index.js';
import { idOptions, nameField } from './blFields.js';

export function nomineeFields(): FieldDef[] {
  return [
    nameField('nomineeName', "NOMINEE'S NAME", L.nomineeName, "Please enter the nominee's name"),
    {
      name: 'nomineeGender',
      kind: 'radio',
      label: "NOMINEE'S GENDER",
      options: opts(['male', 'Male'], ['female', 'Female']),
    },
    {
      name: 'nomineeRelation',
      kind: 'select',
      label: 'RELATION WITH YOU',
      options: idOptions(NOMINEE_RELATIONS),
      rules: [{ rule: 'nomineeRelation', genderField: 'nomineeGender' }],
    },
    {
      name: 'nomineeDob',
      kind: 'dob',
      label: "NOMINEE'S DATE OF BIRTH (DD/MM/YYYY)",
      rules: [
        {
          rule: 'dob',
          providerId: BUSINESS_LOAN_IDS.providerId,
          fullDate: true,
          minAge: L.nomineeAge.min,
          maxAge: L.nomineeAge.max,
          minMessage: 'Nominee cannot be minor',
          maxMessage: 'Maximum age allowed is 99 years',
          invalidMessage: 'Invalid',
        },
        { rule: 'nomineeDob', relationField: 'nomineeRelation', applicantField: 'dob' },
      ],
    },
    {
      name: 'nomineeNationality',
      kind: 'text',
      label: "NOMINEE'S NATIONALITY",
      maxLength: L.nationality,
      defaultValue: 'Indian',
      rules: [{ rule: 'name' }, { rule: 'maxLength', n: L.nationality }],
    },
  ];
}
