import { CARD_REJECTED_STATUS, cardSessionOutcome } from '@tara/core';
import type { StoredResponse } from '../../http/idempotency.js';
import type { ApplicationRow } from './data.js';

/** The answer for a decided application: the record and where the browser goes next. */
export function applyAnswer(
  row: ApplicationRow,
  lastLocation: string | null | undefined,
): StoredResponse {
  const status = row.status ?? 0;
  const outcome = cardSessionOutcome({ providerId: row.providerId, status }, lastLocation);
  return {
    statusCode: 200,
    body: {
      data: {
        results: {
          status,
          referenceId: row.referenceId,
          declineReason: row.declineReason,
          providerStatus: row.providerStatus,
          providerId: row.providerId,
          leadId: row.leadId,
          cardId: row.cardId,
          redirect: outcome.redirect,
          message: outcome.kind === 'rejected' ? outcome.message : null,
          rejected: status === CARD_REJECTED_STATUS,
        },
      },
    },
  };
}
