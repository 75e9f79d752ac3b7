import { type LeadSaveBody, PERSONAL_LOAN_IDS, PERSONAL_LOAN_PREFIX } from '@tara/core';
import { httpError, JOURNEY_NOT_FOUND } from '../../http/errors.js';

/**
 * The personal loan's own paths (02 §7: POST /pl/add/unverified and /pl/update/unverified,
 * productId 2; decision 057) are the lead saves of the personal-loan journey only. `plEmi`
 * (PL-18) is the browser's indicative EMI: the server's is the lender match's, so it is read
 * and left out of the answers. Other paths' bodies pass unchanged.
 */
export function personalLoanPath(path: string, body: LeadSaveBody): LeadSaveBody {
  if (!path.startsWith('/api/pl/')) return body;
  if (body.journey !== PERSONAL_LOAN_PREFIX) {
    throw httpError(404, JOURNEY_NOT_FOUND, { fields: { journey: JOURNEY_NOT_FOUND } });
  }
  if (body.productId != null && body.productId !== PERSONAL_LOAN_IDS.productId) {
    throw httpError(422, 'productId: Invalid product', {
      fields: { productId: 'Invalid product' },
    });
  }
  const { plEmi: _emi, ...rest } = body;
  return rest as LeadSaveBody;
}
