import { PROVIDER_IDS } from '../catalog/providers.js';
import type { Answers } from '../journeyModel/types.js';
import { answerCity, answerDob, answerText, cityPrettyNameOf } from '../rules/answerValues.js';
import { UNKNOWN_CITY_PRETTY_NAME } from '../rules/recommendationQuery.js';
import {
  empTypeIdOf,
  genderIdOf,
  hasCardOf,
  monthlyIncomeOf,
  salutationOf,
  type UtmFields,
  utmOf,
} from './formValues.js';
import { splitAddress } from './splitAddress.js';

// The rbl provider lead (01 §3 "rbl provider lead", §5; CC-RBL-12/13).

/** Two address lines of at most 40 characters (01 §5). */
export const RBL_ADDRESS = { parts: 2, max: 40 } as const;

/** 'Y' / 'N': had a loan or a credit card from any bank (answered by the existing-card step). */
export type YN = 'Y' | 'N';

export interface RblLeadContext {
  instrumentId: number | null;
  utm?: UtmFields;
  /** The applied discount code; absent: the form's promocode. */
  discountCode?: string | null;
}

export interface RblProviderLead {
  providerId: 62;
  /** 1 male, 2 female. */
  gender: 1 | 2 | 3 | null;
  firstName: string | null;
  lastName: string | null;
  /** YYYY-MM-DD. */
  dob: string | null;
  pan: string | null;
  email: string | null;
  mobile: string | null;
  addressLine1: string;
  addressLine2: string;
  pincode: string | null;
  /** 1 salaried, 2 self employed. */
  empType: 1 | 2 | null;
  instrumentId: number | null;
  gmi: number | null;
  HadLoanOrCreditCardFromAnyBank: YN;
  companyName: string | null;
  salutation: 'Mr' | 'Ms' | 'Mx' | null;
  cityPrettyName: string;
  discountCode: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
}

export function rblProviderLead(values: Answers, ctx: RblLeadContext): RblProviderLead {
  const [addressLine1 = '', addressLine2 = ''] = splitAddress(
    answerText(values.address),
    RBL_ADDRESS.parts,
    RBL_ADDRESS.max,
  );
  return {
    providerId: PROVIDER_IDS.rbl,
    gender: genderIdOf(values),
    firstName: answerText(values.firstname),
    lastName: answerText(values.lastname),
    dob: answerDob(values),
    pan: answerText(values.pancard)?.toUpperCase() ?? null,
    email: answerText(values.email),
    mobile: answerText(values.mobile),
    addressLine1,
    addressLine2,
    pincode: answerText(values.pincode),
    empType: empTypeIdOf(values),
    instrumentId: ctx.instrumentId,
    gmi: monthlyIncomeOf(values),
    HadLoanOrCreditCardFromAnyBank: hasCardOf(values) ? 'Y' : 'N',
    companyName: answerText(values.company),
    salutation: salutationOf(values),
    cityPrettyName: cityPrettyNameOf(answerCity(values)) ?? UNKNOWN_CITY_PRETTY_NAME,
    discountCode: ctx.discountCode !== undefined ? ctx.discountCode : answerText(values.promocode),
    ...utmOf(ctx.utm),
  };
}
