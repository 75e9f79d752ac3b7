export type { AmexConsentField, AmexLead, AmexLeadContext } from './amexLead.js';
export { AMEX_ADDRESS, AMEX_CONSENTS, amexLead, consentValue } from './amexLead.js';
export type { CardLeadContext, CardLeadPayload } from './cardLeadPayload.js';
export { CARD_LEAD_ADDRESS, cardLeadPayload } from './cardLeadPayload.js';
export type { CardSessionOutcome, ProviderResponse } from './cardSession.js';
export {
  CARD_REJECTED_STATUS,
  CARD_REQUEST_REJECTED,
  CARD_SESSION_KEYS,
  cardFailureRoutes,
  cardSessionOutcome,
  wasOnOffers,
} from './cardSession.js';
export type { UtmFields } from './formValues.js';
export {
  empTypeIdOf,
  genderIdOf,
  hasCardOf,
  monthlyIncomeOf,
  salutationOf,
} from './formValues.js';
export type { IciciLead } from './iciciLead.js';
export {
  formProfessionCategory,
  ICICI_LEAD_DESIGNATION,
  iciciLead,
  NO_BANK_RELATION,
} from './iciciLead.js';
export type { InstantApplyCard, RblInstantApplyRecord } from './rblInstantApply.js';
export { PLEASE_CONTACT, rblInstantApplyRecord } from './rblInstantApply.js';
export type { RblLeadContext, RblProviderLead, YN } from './rblProviderLead.js';
export { RBL_ADDRESS, rblProviderLead } from './rblProviderLead.js';
export type { AddressSplit } from './splitAddress.js';
export { normalizeAddress, splitAddress, splitAddressParts } from './splitAddress.js';
