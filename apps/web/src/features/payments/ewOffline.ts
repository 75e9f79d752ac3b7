import { OBJECT_TYPES } from '@tara/core';
import { ApiError } from '../../api/ApiError';
import type { EwPayOfflineBody } from '../../api/ewApi';
import type { PurchaseStatus } from '../../api/paymentsApi';

/** Where the status screen sends an extended warranty's buyer: the journey, resumed. */
export const EW_RESUME_PATH = '/ew';

/** Whether a paid purchase is an extended warranty (objectType 18). */
export const isEwPurchase = (status: PurchaseStatus | null): status is PurchaseStatus =>
  status?.object_type === OBJECT_TYPES.ew;

/**
 * The offline-pay call's body for a fulfilled extended warranty (EW-04, decision 044): the
 * warranty (the purchase's object), the payment that paid it, and the signed-in user's id in
 * place of the spec's dummy user 2521 (the server decides by the session, never by this id).
 * Null for anything else.
 */
export function ewOfflineBody(
  status: PurchaseStatus | null,
  userId: string | null,
): EwPayOfflineBody | null {
  if (!isEwPurchase(status) || status.state !== 'fulfilled') return null;
  if (!status.payment_id || !userId) return null;
  return { ewId: status.object_id, transactionId: status.payment_id, userId };
}

/**
 * The success path for an extended warranty (PS-15, EW-06): the offline-pay call is made; a
 * 400's errors come back to be shown as information; any other failure is ignored and the
 * success view proceeds. Nothing to call (not a warranty): no information.
 */
export async function ewOfflineInfo(
  status: PurchaseStatus | null,
  userId: string | null,
  post: (body: EwPayOfflineBody) => Promise<unknown>,
): Promise<string[]> {
  const body = ewOfflineBody(status, userId);
  if (!body) return [];
  try {
    await post(body);
    return [];
  } catch (error) {
    return error instanceof ApiError && error.status === 400 ? error.errors : [];
  }
}
