import { DEFAULT_BANK_RELATION_TYPE } from '../catalog/enums.js';
import { PROVIDER_IDS } from '../catalog/providers.js';
import type { Answers } from '../journeyModel/types.js';
import {
  answerCity,
  answerDob,
  answerId,
  answerText,
  answerYesNo,
  cityPrettyNameOf,
  isAnswerObject,
} from '../rules/answerValues.js';
import {
  professionCategoryOf,
  recommendationFiltersFromAnswers,
  UNKNOWN_CITY_PRETTY_NAME,
} from '../rules/recommendationQuery.js';
import { monthlyIncomeOf } from './formValues.js';
import { normalizeAddress } from './splitAddress.js';

// The icici-style lead (01 §3 "icici-style lead", §9; CC-ICICI-13/14).

/** The spec's fixed designation of the icici-style lead (01 §9), whatever the applicant does. */
export const ICICI_LEAD_DESIGNATION = 'Doctor';

/** The bank relation kind 'No Relation' (catalog BANK_RELATION_KINDS). */
export const NO_BANK_RELATION = 8;

export interface IciciLead {
  providerId: 3;
  designation: 'Doctor';
  companyId: number | null;
  cityPrettyName: string;
  pincode: string | null;
  /** The whole address in its normal form. */
  address1: string;
  /** YYYY-MM-DD. */
  dob: string | null;
  mobile: string | null;
  /** 1 when professionCategory is 0 (salaried), else 2. */
  empType: 1 | 2;
  gmi: number | null;
  itrStatus: 'yes' | 'no' | null;
  /**
   * The relation with ICICI Bank as a bank relation kind: the kind chosen (default 2) when the
   * applicant banks with it, 8 'No Relation' when not, null when not asked.
   */
  providerRelationship: number | null;
  companyName: string | null;
}

/** The profession category of the form values: as given, else from the employment answers. */
export function formProfessionCategory(values: Answers): number | null {
  const given = values.professionCategory;
  if (typeof given === 'number' || (typeof given === 'string' && /^\d+$/.test(given))) {
    return Number(given);
  }
  return professionCategoryOf(recommendationFiltersFromAnswers(values));
}

export function iciciLead(values: Answers): IciciLead {
  const itr = answerYesNo(values.itrStatus);
  const relation = answerYesNo(values.existingRelationWithBank);
  const company = values.company;
  return {
    providerId: PROVIDER_IDS.icici,
    designation: ICICI_LEAD_DESIGNATION,
    companyId: isAnswerObject(company) ? answerId(company.id) : null,
    cityPrettyName: cityPrettyNameOf(answerCity(values)) ?? UNKNOWN_CITY_PRETTY_NAME,
    pincode: answerText(values.pincode),
    address1: normalizeAddress(answerText(values.address)),
    dob: answerDob(values),
    mobile: answerText(values.mobile),
    empType: formProfessionCategory(values) === 0 ? 1 : 2,
    gmi: monthlyIncomeOf(values),
    itrStatus: itr === null ? null : itr ? 'yes' : 'no',
    providerRelationship:
      relation === null
        ? null
        : relation
          ? (answerId(values.bankRelationType) ?? DEFAULT_BANK_RELATION_TYPE)
          : NO_BANK_RELATION,
    companyName: answerText(company),
  };
}
