import { cardLeadPayload, PROVIDER_BY_ALIAS } from '@tara/core';
import type { IssuerAlias, IssuerApplication } from './types.js';

/** The spec's card lead payload (01 §3) for a card of this issuer. */
export function standardCardLead(alias: IssuerAlias, application: IssuerApplication) {
  return cardLeadPayload(application.values, {
    instrumentId: application.card.id,
    providerId: PROVIDER_BY_ALIAS[alias],
    userId: application.userId,
    utm: application.utm,
  });
}
