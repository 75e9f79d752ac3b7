import type { Answers } from '../journeyModel/types.js';
import { answerCity, answerDob, answerText, cityNameOf } from '../rules/answerValues.js';
import { empTypeIdOf, genderIdOf, hasCardOf, monthlyIncomeOf, salutationOf } from './formValues.js';
import { RBL_ADDRESS, type YN } from './rblProviderLead.js';
import { normalizeAddress, splitAddress } from './splitAddress.js';

// The rbl instant-apply record (01 §3 "Instant-apply form", rbl variant; IA-06), prefilled
// from the card form values and the chosen card.

/** What the instant-apply address lines show when no address is known (01 §3). */
export const PLEASE_CONTACT = 'Please Contact';

export interface InstantApplyCard {
  id: number;
  name: string;
}

export interface RblInstantApplyRecord {
  Title: 'Mr' | 'Ms' | 'Mx' | null;
  /** The chosen card's name. */
  CreditCardApplied: string | null;
  HadLoanOrCreditCardFromAnyBank: YN;
  FirstName: string | null;
  MiddleName: string | null;
  LastName: string | null;
  FatherName: string | null;
  /** 1 male, 2 female. */
  Gender: 1 | 2 | 3 | null;
  /** YYYY-MM-DD. */
  DOB: string | null;
  /** The whole address, in its normal form (never cut). */
  ResAddressFull: string;
  /** Default 'Please Contact'. */
  ResAddress1: string;
  ResAddress2: string;
  Landmark: string | null;
  ResCity: string | null;
  ResPIN: string | null;
  Email: string | null;
  Mobile: string | null;
  /** 1 salaried, 2 self employed. */
  EmpType: 1 | 2 | null;
  /** Net monthly income. */
  NMI: number | null;
  PAN: string | null;
  couponCode: string | null;
  dobDate: string | null;
  dobMonth: string | null;
  dobYear: string | null;
  /** The chosen card's id. */
  card: number | null;
}

export function rblInstantApplyRecord(
  values: Answers,
  card: InstantApplyCard | null,
  couponCode?: string | null,
): RblInstantApplyRecord {
  const full = normalizeAddress(answerText(values.address));
  const [line1 = '', line2 = ''] = splitAddress(full, RBL_ADDRESS.parts, RBL_ADDRESS.max);
  const dob = answerDob(values);
  const [year = null, month = null, day = null] = dob ? dob.split('-') : [];
  return {
    Title: salutationOf(values),
    CreditCardApplied: card?.name ?? null,
    HadLoanOrCreditCardFromAnyBank: hasCardOf(values) ? 'Y' : 'N',
    FirstName: answerText(values.firstname),
    MiddleName: answerText(values.middlename),
    LastName: answerText(values.lastname),
    FatherName: answerText(values.fatherName),
    Gender: genderIdOf(values),
    DOB: dob,
    ResAddressFull: full,
    ResAddress1: line1 || PLEASE_CONTACT,
    ResAddress2: line2,
    Landmark: answerText(values.landmark),
    ResCity: cityNameOf(answerCity(values)),
    ResPIN: answerText(values.pincode),
    Email: answerText(values.email),
    Mobile: answerText(values.mobile),
    EmpType: empTypeIdOf(values),
    NMI: monthlyIncomeOf(values),
    PAN: answerText(values.pancard)?.toUpperCase() ?? null,
    couponCode: couponCode !== undefined ? couponCode : answerText(values.promocode),
    dobDate: day,
    dobMonth: month,
    dobYear: year,
    card: card?.id ?? null,
  };
}
