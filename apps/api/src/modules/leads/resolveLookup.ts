import { type AnswerValue, type FieldDef, IFSC_FORMAT } from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { INVALID_PINCODE } from '../../http/errors.js';
import { resolveIfscBank, resolvePincodeCity } from '../catalog/service.js';

/** What a field's lookup derives from its value, or the spec's message for an unknown value. */
export type Looked = { value: AnswerValue } | { error: string };

/**
 * The server's lookup of a field (`field.lookup`) on its value: a pincode's city (India Post),
 * an IFSC's bank (the branch directory). The answer goes under core's `lookupKey(field)`.
 */
export async function resolveLookup(
  db: DbOrTx,
  field: FieldDef,
  value: string,
  lead: { productId: number | null; instrumentId: number | null },
): Promise<Looked> {
  if (field.lookup === 'ifscBank') {
    const bank = resolveIfscBank(value);
    return bank ? { value: bank } : { error: IFSC_FORMAT };
  }
  const city = await resolvePincodeCity(db, value, lead);
  return city ? { value: city } : { error: INVALID_PINCODE };
}
