import { OBJECT_TYPES } from '@tara/core';
import { type ClaimProcess, PRODUCTS } from '@tara/core/products';

/**
 * The extended warranty's provider and claim process, read from the descriptor of the product
 * that sells objectType 18 (decision 086): never written into a page or a document.
 */
export function warrantyClaims(): ClaimProcess {
  const claims = PRODUCTS.find((p) => p.sells?.objectType === OBJECT_TYPES.ew)?.claims;
  if (!claims) throw new Error('the extended warranty product names no claim process');
  return claims;
}
