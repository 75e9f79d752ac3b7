import { OBJECT_TYPES } from '@tara/core';
import { httpError } from '../../http/errors.js';
import { billedTo } from '../payments/billedTo.js';
import type { PaymentsDeps } from '../payments/deps.js';
import type { UserRow } from '../users/data.js';
import { certificatePdf } from './certificatePdf.js';
import { userWarrantyWithPurchase } from './data.js';
import { warrantyView } from './warrantyView.js';

export const NO_CERTIFICATE = 'We could not find this certificate.';

/**
 * GET /api/ew/:ewId/certificate.pdf (decision 086): the certificate of the session's own
 * active warranty. Another user's warranty, a quote not paid yet and an unknown id are all the
 * same 404, so the answer tells nobody that someone else's warranty exists. Issued to the name
 * the buyer gave (decision 077's `billedTo`: the user's names, else the masked mobile).
 */
export async function warrantyCertificate(
  deps: Pick<PaymentsDeps, 'db' | 'purchasables' | 'now'>,
  user: UserRow,
  ewId: string,
): Promise<{ pdf: Buffer; certificateNo: string }> {
  const found = await userWarrantyWithPurchase(deps.db, user.id, ewId);
  if (found?.warranty.state !== 'active' || !found.warranty.certificateNo) {
    throw httpError(404, NO_CERTIFICATE);
  }
  const { warranty } = found;
  const view = warrantyView(warranty, found.paymentId);
  const buyer = await billedTo(deps, user, {
    object_type: OBJECT_TYPES.ew,
    object_id: warranty.id,
  });
  const pdf = await certificatePdf(view, buyer, deps.now());
  return { pdf, certificateNo: found.warranty.certificateNo };
}
