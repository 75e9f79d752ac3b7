import { maskMobile } from '@tara/core';
import type { UserRow } from '../users/data.js';
import type { PaymentsDeps } from './deps.js';
import type { PurchaseView } from './purchaseView.js';

/**
 * Whom a receipt is billed to (decision 077): the name the buyer gave for what was bought (an
 * insurance policy's proposer), else the names the user gave (the user record's come from the
 * journeys' own name answers), else the mobile, masked. Never an invented name.
 */
export async function billedTo(
  deps: Pick<PaymentsDeps, 'db' | 'purchasables'>,
  user: UserRow,
  view: Pick<PurchaseView, 'object_type' | 'object_id'>,
): Promise<string> {
  const purchasable = deps.purchasables.get(view.object_type);
  const given = await purchasable?.buyerName?.(deps.db, view.object_id);
  if (given) return given;
  const name = [user.firstName, user.middleName, user.lastName]
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(' ');
  return name || maskMobile(user.mobile);
}
