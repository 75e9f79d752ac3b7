import { groupHealthRules } from '../insurance/groupHealthRules.js';
import { aadhaar } from '../validation/aadhaar.js';
import { accountNumber } from '../validation/accountNumber.js';
import { address } from '../validation/address.js';
import { amountRules } from '../validation/amountRules.js';
import { cardNumber } from '../validation/cardNumber.js';
import { characterRules } from '../validation/characterRules.js';
import { dateFrom } from '../validation/dateFrom.js';
import { dob } from '../validation/dob.js';
import { emailRules } from '../validation/emailRules.js';
import { fieldBoundRules } from '../validation/fieldBound.js';
import { gstin } from '../validation/gstin.js';
import { ifsc } from '../validation/ifsc.js';
import { lengthRules } from '../validation/lengthRules.js';
import { metroCard } from '../validation/metroCard.js';
import { mobile } from '../validation/mobile.js';
import { nameRules } from '../validation/nameRules.js';
import { nomineeRules } from '../validation/nomineeRules.js';
import { panRules } from '../validation/panRules.js';
import { phoneRules } from '../validation/phoneRules.js';
import { pincode } from '../validation/pincode.js';
import { purchaseWindow } from '../validation/purchaseWindow.js';
import { serialNumber } from '../validation/serialNumber.js';
import { sliderRules } from '../validation/slider.js';
import type { RuleFn } from '../validation/types.js';

// Every rule a journey may name. Each lives in its own file with its tests beside it.
export const ruleRegistry: Record<string, RuleFn> = {
  ...lengthRules,
  ...nameRules,
  pincode,
  mobile,
  ...panRules,
  gstin,
  ifsc,
  ...phoneRules,
  ...emailRules,
  address,
  dob,
  dateFrom,
  purchaseWindow,
  serialNumber,
  aadhaar,
  accountNumber,
  metroCard,
  ...amountRules,
  ...characterRules,
  cardNumber,
  ...nomineeRules,
  ...sliderRules,
  ...fieldBoundRules,
  ...groupHealthRules,
};
