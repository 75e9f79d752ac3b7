import { formKindOf, type OtpSentResponse } from '@tara/core';
import { httpError } from '../../http/errors.js';
import type { Actor, AuthDeps } from '../auth/deps.js';
import { issueOtp } from '../auth/otp.js';
import { sentResponse } from '../auth/service.js';
import type { CardCatalog } from '../cards/catalog.js';
import { cardNotFound } from '../cards/service.js';
import { NO_INSTANT_APPLY } from './instantForm.js';

/**
 * Where an instant-apply form's OTP is bound: the card and the browser (visitor) that asks.
 * No lead exists before the form is sent, so the lead OTP's scope is this one (decision 060); a
 * code sent to one browser cannot be used from another, nor for another card.
 */
export const instantApplyOtpScope = (cardId: number, visitorId: string): string =>
  `instant-apply:card:${cardId}:visitor:${visitorId}`;

/**
 * POST /cards/apply/otp: the code that proves the form's mobile before an instant-apply form
 * goes to the issuer (decision 028's gate). The lead OTP's limits apply: the resend cooldown,
 * sends per mobile and per IP.
 */
export async function sendInstantApplyOtp(
  deps: { auth: AuthDeps; catalog: CardCatalog },
  actor: Actor & { visitorId: string },
  body: { cardId: number; mobile: string },
): Promise<OtpSentResponse> {
  const card = (await deps.catalog.get()).byId.get(body.cardId)?.view;
  if (!card) throw cardNotFound(body.cardId);
  if (!formKindOf(card.provider_alias ?? '')) {
    throw httpError(422, NO_INSTANT_APPLY, { fields: { cardId: NO_INSTANT_APPLY } });
  }
  const scope = instantApplyOtpScope(card.id, actor.visitorId);
  const target = { mobile: body.mobile, purpose: 'lead' as const, scope };
  const sent = await issueOtp(deps.auth, target, { ip: actor.ip, userId: actor.user?.id ?? null });
  return sentResponse(body.mobile, sent);
}
