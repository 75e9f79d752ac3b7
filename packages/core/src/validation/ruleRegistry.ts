import { groupHealthRules } from '../insurance/groupHealthRules.js';
import { aadhaar } from './aadhaar.js';
import { accountNumber } from './accountNumber.js';
import { address } from './address.js';
import { amountRules } from './amountRules.js';
import { cardNumber } from './cardNumber.js';
import { characterRules } from './characterRules.js';
import { dateFrom } from './dateFrom.js';
import { dob } from './dob.js';
import { emailRules } from './emailRules.js';
import { fieldBoundRules } from './fieldBound.js';
import { gstin } from './gstin.js';
import { ifsc } from './ifsc.js';
import { lengthRules } from './lengthRules.js';
import { metroCard } from './metroCard.js';
import { mobile } from './mobile.js';
import { nameRules } from './nameRules.js';
import { nomineeRules } from './nomineeRules.js';
import { panRules } from './panRules.js';
import { phoneRules } from './phoneRules.js';
import { pincode } from './pincode.js';
import { purchaseWindow } from './purchaseWindow.js';
import { serialNumber } from './serialNumber.js';
import { sliderRules } from './slider.js';
import type { RuleFn } from './types.js';

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
