import { type Answers, maskAadhaarAnswers } from '@tara/core';
import type { Db } from '../../db/types.js';
import { httpError, INVALID_PINCODE } from '../../http/errors.js';
import { isSafeText } from '../../http/schemas.js';
import type { CardView } from '../cards/view.js';
import { resolvePincodeCity } from '../catalog/service.js';
import { applicantKey } from './applicantKey.js';
import { checkStep } from './checkStep.js';
import { formValuesOf, instantApplyStep } from './form.js';

export interface InstantForm {
  /** Everything the issuer gets (Aadhaar whole). */
  values: Answers;
  /** What is kept on the lead (Aadhaar masked to its last 4). */
  stored: Answers;
  /** Who it is for: the keyed hash of the PAN (`applicantKey`, decision 060). */
  applicant: string;
}

export const NO_INSTANT_APPLY =
  'This card has no instant-apply form; please apply through its application journey';

/** The instant-apply form: read, checked with the core rules, cities looked up. */
export async function instantForm(
  deps: { db: Db; secret: () => Promise<Buffer> },
  card: CardView,
  raw: Record<string, unknown>,
  now: Date,
): Promise<InstantForm> {
  const { db } = deps;
  const submitted = formValuesOf(raw);
  const unsafe = Object.entries(submitted).find(([, v]) => !safeValue(v));
  if (unsafe) {
    throw httpError(422, 'Please enter a valid value', {
      fields: { [unsafe[0]]: 'Please enter a valid value' },
    });
  }
  const step = instantApplyStep(card.provider_alias ?? '');
  if (!step) {
    throw httpError(422, NO_INSTANT_APPLY, { fields: { cardId: NO_INSTANT_APPLY } });
  }
  const values = checkStep(step, submitted, now);
  const ids = { productId: card.provider_alias === 'amex' ? 4 : 3, instrumentId: card.id };
  const city = await resolvePincodeCity(db, String(values.pincode), ids);
  if (!city) throw httpError(422, INVALID_PINCODE, { fields: { pincode: INVALID_PINCODE } });
  values.city = city;
  if (typeof values.officePincode === 'string') {
    const officeCity = await resolvePincodeCity(db, values.officePincode, ids);
    if (!officeCity) {
      throw httpError(422, INVALID_PINCODE, { fields: { officePincode: INVALID_PINCODE } });
    }
    values.officeCity = officeCity;
  }
  const stored = maskAadhaarAnswers([step], values);
  return { values, stored, applicant: await applicantKey(deps.secret, String(values.pancard)) };
}

function safeValue(v: unknown, depth = 0): boolean {
  if (typeof v === 'string') return v.length <= 1000 && isSafeText(v);
  if (typeof v === 'number') return Number.isFinite(v);
  if (v === null || typeof v === 'boolean' || v === undefined) return true;
  if (depth > 2) return false;
  if (Array.isArray(v)) return v.length <= 20 && v.every((x) => safeValue(x, depth + 1));
  if (typeof v === 'object') {
    const entries = Object.entries(v as Record<string, unknown>);
    return (
      entries.length <= 20 && entries.every(([k, x]) => isSafeText(k) && safeValue(x, depth + 1))
    );
  }
  return false;
}
