import {
  CARD_LEAD_DEFAULTS,
  DEFAULT_GROSS_MONTHLY_INCOME,
  professionIdFor,
} from '../catalog/leadDefaults.js';
import { PRODUCT_IDS } from '../catalog/products.js';
import type { Answers } from '../journeyModel/types.js';
import { answerAmount, answerText, answerYesNo } from '../rules/answerValues.js';
import { hasCardOf, type UtmFields, utmOf } from './formValues.js';
import { splitAddress } from './splitAddress.js';

// The card lead payload (01 §3 "Card lead payload", §9; CC-COM-20/21).

/** Our choice: the home address goes in three lines of at most 40 characters (as RBL's). */
export const CARD_LEAD_ADDRESS = { parts: 3, max: 40 } as const;

export interface CardLeadContext {
  /** Default 3 (credit card); 4 for the Amex-type card. */
  productId?: number;
  instrumentId: number | null;
  providerId: number | null;
  /** The logged-in user; null or absent when not logged in. */
  userId?: number | string | null;
  utm?: UtmFields;
  /** The applied coupon; absent: the form's promocode. Pass null to drop an erroneous one. */
  couponCode?: string | null;
  appointmentDate?: string | null;
  appointmentTimeslot?: string | number | null;
}

export interface CardLeadPayload {
  productId: number;
  instrumentId: number | null;
  providerId: number | null;
  userId: number | string | null;
  hasExistingCard: boolean;
  existingCardBankName: string | null;
  existingCardLimit: number | null;
  salaryBankName: string | null;
  localityId: 1;
  cityId: 1;
  appointmentDate: string | null;
  appointmentTimeslot: string | number | null;
  tenure: 0;
  interestRate: 0;
  processingFee: 0;
  existingEmi: number | null;
  willingToCloseEmi: boolean | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  couponCode: string | null;
  /** All form values, as JSON. */
  dataJson: string;
  /** 6 self-employed, else 5. */
  professionId: 5 | 6;
  /** The monthly income when salaried; 80000 when not (01 §9, X-13). */
  grossMonthlyIncome: number | null;
  addressLine1: string;
  addressLine2: string;
  addressLine3: string;
  addressType: 'HOME';
  pinCode: string | null;
}

export function cardLeadPayload(values: Answers, ctx: CardLeadContext): CardLeadPayload {
  const hasCard = hasCardOf(values);
  const [line1 = '', line2 = '', line3 = ''] = splitAddress(
    answerText(values.address),
    CARD_LEAD_ADDRESS.parts,
    CARD_LEAD_ADDRESS.max,
  );
  return {
    productId: ctx.productId ?? PRODUCT_IDS.creditCard,
    instrumentId: ctx.instrumentId,
    providerId: ctx.providerId,
    userId: ctx.userId ?? null,
    hasExistingCard: hasCard,
    existingCardBankName: hasCard ? answerText(values.creditCardProvider) : null,
    existingCardLimit: hasCard ? answerAmount(values.creditLimit) : null,
    salaryBankName: answerText(values.salaryBank),
    localityId: CARD_LEAD_DEFAULTS.localityId,
    cityId: CARD_LEAD_DEFAULTS.cityId,
    appointmentDate: ctx.appointmentDate ?? null,
    appointmentTimeslot: ctx.appointmentTimeslot ?? null,
    tenure: CARD_LEAD_DEFAULTS.tenure,
    interestRate: CARD_LEAD_DEFAULTS.interestRate,
    processingFee: CARD_LEAD_DEFAULTS.processingFee,
    existingEmi: answerAmount(values.existingEmi),
    willingToCloseEmi: answerYesNo(values.willingToCloseEmi),
    ...utmOf(ctx.utm),
    couponCode: ctx.couponCode !== undefined ? ctx.couponCode : answerText(values.promocode),
    dataJson: JSON.stringify(values),
    professionId: professionIdFor(typeof values.empType === 'string' ? values.empType : null),
    grossMonthlyIncome:
      values.empType === 'salaried'
        ? answerAmount(values.monthlyIncome)
        : DEFAULT_GROSS_MONTHLY_INCOME,
    addressLine1: line1,
    addressLine2: line2,
    addressLine3: line3,
    addressType: CARD_LEAD_DEFAULTS.addressType,
    pinCode: answerText(values.pincode),
  };
}
