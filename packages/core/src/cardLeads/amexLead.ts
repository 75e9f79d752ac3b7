import { AMEX_LEAD_CITY_ID } from '../catalog/leadDefaults.js';
import { PRODUCT_IDS } from '../catalog/products.js';
import type { Answers } from '../journeyModel/types.js';
import {
  answerAmount,
  answerCity,
  answerDob,
  answerId,
  answerText,
  answerYesNo,
  cityNameOf,
} from '../rules/answerValues.js';
import { stripAadhaar } from '../validation/aadhaar.js';
import { empTypeIdOf, genderIdOf } from './formValues.js';
import { PLEASE_CONTACT } from './rblInstantApply.js';
import { splitAddress } from './splitAddress.js';

// The Amex-type lead (01 §3 "Amex-type lead", §5, §9; CC-AMEX-02..06).

/** Three lines of at most 24 characters: the office address (01 §5) and, our choice, home. */
export const AMEX_ADDRESS = { parts: 3, max: 24 } as const;

/**
 * The six consents: which lead field each answer fills and how it is written. The spec says
 * "Y/N or YES/NO" without saying which (CC-AMEX-03, OPEN). Our rule: the channels we may use
 * to reach the cardmember (e-mail, phone marketing, online statements) are Y/N; enrolments in
 * a programme (additional privileges, insurance plan, payback points) are YES/NO.
 */
export const AMEX_CONSENTS = [
  { field: 'additionalPrivileges', answer: 'consentAdditionalPrivileges', style: 'YES/NO' },
  { field: 'emailConsent', answer: 'consentEmail', style: 'Y/N' },
  { field: 'insurancePlan', answer: 'consentInsurancePlan', style: 'YES/NO' },
  { field: 'phoneMarketing', answer: 'consentPhoneMarketing', style: 'Y/N' },
  { field: 'onlineStatements', answer: 'consentOnlineStatements', style: 'Y/N' },
  { field: 'paybackPoints', answer: 'consentPaybackPoints', style: 'YES/NO' },
] as const;

export type AmexConsentField = (typeof AMEX_CONSENTS)[number]['field'];
type ConsentValue<F extends AmexConsentField> = Extract<
  (typeof AMEX_CONSENTS)[number],
  { field: F }
>['style'] extends 'Y/N'
  ? 'Y' | 'N'
  : 'YES' | 'NO';

/** A consent is given only when its box is ticked; unticked or missing is a no. */
export function consentValue(style: 'Y/N' | 'YES/NO', given: boolean) {
  if (style === 'Y/N') return given ? 'Y' : 'N';
  return given ? 'YES' : 'NO';
}

export type AmexLead = {
  productId: 4;
  /** Always 1 (01 §9). */
  cityId: 1;
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  email: string | null;
  mobile: string | null;
  phone: string | null;
  stdCode: string | null;
  /** YYYY-MM-DD. */
  dob: string | null;
  /** 1 male, 2 female. */
  gender: 1 | 2 | 3 | null;
  gmi: number | null;
  pan: string | null;
  /** Default 'Please Contact'. */
  address1: string;
  address2: string;
  address3: string;
  pincode: string | null;
  city: string | null;
  state: string | null;
  /** 1 salaried, 2 self employed. */
  empType: 1 | 2 | null;
  companyName: string | null;
  /** Education level id (1-5). */
  educationalQualification: number | null;
  /** Default 'Please Contact'. */
  officeAddress1: string;
  officeAddress2: string;
  officeAddress3: string;
  officePincode: string | null;
  officeCity: string | null;
  officeState: string | null;
  officeCityId: number | null;
  /** The 12 digits: sent to the partner only, never stored (DESIGN principle 6). */
  aadharNo: string | null;
  /** The Amex disclaimer was accepted. */
  disclaimer: boolean;
  /** The chosen card's id. */
  chosenCard: number | null;
} & { [F in AmexConsentField]: ConsentValue<F> };

export interface AmexLeadContext {
  /** The card chosen on the offers page. */
  chosenCard: number | null;
}

function lines(text: string | null): [string, string, string] {
  const [a = '', b = '', c = ''] = splitAddress(text, AMEX_ADDRESS.parts, AMEX_ADDRESS.max);
  return [a || PLEASE_CONTACT, b, c];
}

export function amexLead(values: Answers, ctx: AmexLeadContext): AmexLead {
  const [address1, address2, address3] = lines(answerText(values.address));
  const [officeAddress1, officeAddress2, officeAddress3] = lines(answerText(values.officeAddress));
  const city = answerCity(values);
  const officeCity = answerCity(values, 'officeCity');
  const aadhaar = answerText(values.aadhaar);
  const consents = Object.fromEntries(
    AMEX_CONSENTS.map((c) => [
      c.field,
      consentValue(c.style, answerYesNo(values[c.answer]) === true),
    ]),
  ) as { [F in AmexConsentField]: ConsentValue<F> };
  return {
    productId: PRODUCT_IDS.amexCard,
    cityId: AMEX_LEAD_CITY_ID,
    firstName: answerText(values.firstname),
    middleName: answerText(values.middlename),
    lastName: answerText(values.lastname),
    email: answerText(values.email),
    mobile: answerText(values.mobile),
    phone: answerText(values.phone),
    stdCode: answerText(values.std),
    dob: answerDob(values),
    gender: genderIdOf(values),
    gmi: answerAmount(values.monthlyIncome),
    pan: answerText(values.pancard)?.toUpperCase() ?? null,
    address1,
    address2,
    address3,
    pincode: answerText(values.pincode),
    city: cityNameOf(city),
    state: city ? answerText(city.state) : null,
    empType: empTypeIdOf(values),
    companyName: answerText(values.company),
    educationalQualification: answerId(values.qualification),
    officeAddress1,
    officeAddress2,
    officeAddress3,
    officePincode: answerText(values.officePincode),
    officeCity: cityNameOf(officeCity),
    officeState: officeCity ? answerText(officeCity.state) : null,
    officeCityId: officeCity ? (answerId(officeCity.city_id) ?? answerId(officeCity.id)) : null,
    aadharNo: aadhaar === null ? null : stripAadhaar(aadhaar),
    disclaimer: answerYesNo(values.isAmexDisclaimerChecked) === true,
    chosenCard: ctx.chosenCard,
    ...consents,
  };
}
