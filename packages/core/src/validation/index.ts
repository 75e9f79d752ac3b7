export { aadhaar, formatAadhaar, maskAadhaar, stripAadhaar } from './aadhaar.js';
export {
  AADHAAR_RULES,
  aadhaarAnswerKeys,
  holdsAadhaar,
  isMaskedAadhaar,
  maskAadhaarAnswers,
} from './aadhaarAnswers.js';
export { accountNumber } from './accountNumber.js';
export { address } from './address.js';
export { ageByDate, compareBirthDates } from './ageByDate.js';
export { amountOf, amountRules } from './amountRules.js';
export type { CardNumberLayout } from './cardNumber.js';
export { CARD_NUMBER_GROUPS, cardNumber, formatCardNumber } from './cardNumber.js';
export { characterRules } from './characterRules.js';
export type { AgeBounds, DobParts } from './dob.js';
export {
  ageBounds,
  ageFromYear,
  DEFAULT_AGE_BOUNDS,
  dob,
  PROVIDER_AGE_BOUNDS,
  parseDob,
} from './dob.js';
export { emailRules } from './emailRules.js';
export { freeMailDomains, isFreeMailDomain } from './freeMailDomains.js';
export { gstin } from './gstin.js';
export { IFSC_FORMAT, IFSC_PATTERN, ifsc } from './ifsc.js';
export type { IfscBranch } from './ifscDirectory.js';
export { IfscDirectory } from './ifscDirectory.js';
export { lengthRules } from './lengthRules.js';
export { maskIdentifier } from './maskIdentifier.js';
export {
  buildMetroCardNumber,
  METRO_CARD_FORMAT,
  METRO_CARD_INVALID,
  METRO_CARD_REQUIRED,
  metroCard,
} from './metroCard.js';
export { isValidMobile, mobile } from './mobile.js';
export { nameRules } from './nameRules.js';
export {
  FEMALE_NOMINEE_RELATION,
  MALE_NOMINEE_RELATION,
  NOMINEE_MINOR,
  NOMINEE_OLDER,
  NOMINEE_RELATION_IDS,
  NOMINEE_TOO_OLD,
  NOMINEE_YOUNGER,
  nomineeRules,
} from './nomineeRules.js';
export { panRules } from './panRules.js';
export { phoneRules } from './phoneRules.js';
export { pincode } from './pincode.js';
export type { SliderBounds } from './slider.js';
export { SLIDER_EMPTY, sliderRules, sliderValue } from './slider.js';
export type { RuleEnv, RuleFn } from './types.js';
export { acceptedTypes, sizeText, type UploadFacts, uploadProblem } from './uploadProblem.js';
export { isVerhoeffValid, verhoeffCheckDigit } from './verhoeff.js';
export { WORDING_CORRECTIONS, type WordingCorrection } from './wordingCorrections.js';
