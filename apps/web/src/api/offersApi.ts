import type { OffersResponse } from '@tara/core/contract';
import { request } from './request';

/** Cards matched to a lead by the rule engine, each with `eligible` and its reasons. */
export function recommendCards(leadId: string, signal?: AbortSignal): Promise<OffersResponse> {
  return request<OffersResponse>('rule_engine/recommend/credit_cards', {
    method: 'POST',
    body: { leadId },
    ...(signal ? { signal } : {}),
  });
}
