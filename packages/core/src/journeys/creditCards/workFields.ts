// Field builders for work, income, existing cards and bank relations.
import type { Condition, FieldDef, FieldOption } from '../../engine/types.js';
import { COMPANY_NOT_ELIGIBLE, opts, SELECT_BANK, selfEmployed, yesNoField } from './fieldKit.js';

export function existingCardField(): FieldDef {
  return yesNoField('existingCard', 'I HAVE A CREDIT CARD');
}

export function empTypeField(): FieldDef {
  return {
    name: 'empType',
    kind: 'radio',
    label: 'EMPLOYMENT TYPE',
    options: opts(['salaried', 'Salaried'], ['selfEmpl', 'Self-employed']),
  };
}

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

export function professionField(): FieldDef {
  return {
    name: 'profession',
    kind: 'radio',
    label: 'PROFESSION',
    options: opts(
      ['doctor', 'Doctor'],
      ['charteredAccountant', 'Chartered Accountant'],
      ['lawyer', 'Lawyer'],
      ['architect', 'Architect'],
    ),
  };
}

export function monthlyIncomeField(label = 'MONTHLY INCOME (₹)'): FieldDef {
  return { name: 'monthlyIncome', kind: 'money', label, rules: [{ rule: 'minValue', n: 10000 }] };
}

/** Salary mode codes of the catalog: Account 1, Cheque 2, Cash 3. */
export function salaryModeField(showWhen?: Condition): FieldDef {
  const field: FieldDef = {
    name: 'salaryMode',
    kind: 'radio',
    label: 'HOW IS YOUR SALARY PAID?',
    options: opts(['1', 'Into my bank account'], ['2', 'By cheque'], ['3', 'In cash']),
  };
  if (showWhen) field.showWhen = showWhen;
  return field;
}

export function itrStatusField(showWhen?: Condition): FieldDef {
  const field = yesNoField('itrStatus', 'DO YOU FILE INCOME TAX RETURNS?');
  if (showWhen) field.showWhen = showWhen;
  return field;
}

export function itrValueField(showWhen?: Condition): FieldDef {
  const field: FieldDef = {
    name: 'itrValue',
    kind: 'money',
    label: 'ANNUAL INCOME IN YOUR LAST ITR (₹)',
  };
  if (showWhen) field.showWhen = showWhen;
  return field;
}

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

export function designationField(): FieldDef {
  return {
    name: 'designation',
    kind: 'text',
    label: 'DESIGNATION',
    maxLength: 32,
    rules: [{ rule: 'noSpecialChars' }, { rule: 'maxLength', n: 32 }],
  };
}

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

export function creditLimitField(showWhen?: Condition): FieldDef {
  const field: FieldDef = {
    name: 'creditLimit',
    kind: 'money',
    label: 'CREDIT LIMIT OF THAT CARD (₹)',
  };
  if (showWhen) field.showWhen = showWhen;
  return field;
}

/** Education levels of the catalog: 1 under graduate … 5 others. */
export function qualificationField(): FieldDef {
  return {
    name: 'qualification',
    kind: 'select',
    label: 'HIGHEST QUALIFICATION',
    options: opts(
      ['1', 'Under graduate'],
      ['2', 'Graduate or diploma'],
      ['3', 'Post graduate'],
      ['4', 'Professional (CA, doctor, engineer …)'],
      ['5', 'Others'],
    ),
  };
}

/** Kinds of bank relation of the catalog (1-10), as the applicant can hold them. */
export function bankRelationOptions(): FieldOption[] {
  return opts(
    ['7', 'Savings account'],
    ['1', 'Salary account'],
    ['3', 'Current account'],
    ['2', 'Credit card'],
    ['5', 'Home loan'],
    ['4', 'Personal loan'],
    ['10', 'Car loan'],
    ['8', 'None of these'],
  );
}
