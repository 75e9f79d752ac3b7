import type { UserApplicationView } from '@tara/core';
import type { Db } from '../../db/types.js';
import { httpError } from '../../http/errors.js';
import {
  type IssuerAdapters,
  IssuerUnavailable,
  isIssuerAlias,
} from '../../partners/issuers/index.js';
import type { CardCatalog } from '../cards/catalog.js';
import { applicationView } from './applicationView.js';
import { saveStatus, userApplication } from './userApplications.js';

export const APPLICATION_NOT_FOUND = 'No such application';
export const STATUS_UNREACHABLE = 'The bank could not be reached. Please try again later.';

/** POST /user/applications/:id/refresh: the issuer's status now, kept and shown. */
export async function refreshStatus(
  deps: { db: Db; now: () => Date; catalog: CardCatalog; issuers: IssuerAdapters },
  userId: string,
  id: string,
): Promise<UserApplicationView> {
  const row = await userApplication(deps.db, userId, id);
  if (!row || row.referenceId === null || row.status === null) {
    throw httpError(404, APPLICATION_NOT_FOUND);
  }
  const alias = (await deps.catalog.get()).byId.get(row.cardId)?.view.provider_alias;
  if (!isIssuerAlias(alias)) throw httpError(404, APPLICATION_NOT_FOUND);
  try {
    const answer = await deps.issuers[alias].status({
      referenceId: row.referenceId,
      status: row.status,
      declineReason: row.declineReason,
      providerStatus: row.providerStatus,
    });
    const saved = await saveStatus(deps.db, row.id, { ...answer, now: deps.now() });
    return applicationView(deps.catalog, saved ?? row);
  } catch (error) {
    if (error instanceof IssuerUnavailable) throw httpError(502, STATUS_UNREACHABLE);
    throw error;
  }
}
