import type { FieldDef } from '../journeyModel/types.js';

/**
 * The answer a field's server-side lookup derives from its value (a pincode's `city`, an
 * IFSC's `bankName`), or undefined. The server writes it; nobody types it or is asked it.
 */
export function lookupKey(field: FieldDef): string | undefined {
  return field.lookup && (field.lookup === 'ifscBank' ? 'bankName' : 'city');
}
