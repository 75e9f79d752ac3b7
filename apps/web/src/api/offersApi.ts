import type { OwnerOffersResponse } from '@tara/core/contract';
import { ApiError } from './ApiError';
import { request } from './request';

/**
 * The offers of the visitor's or user's latest finished card journey (or of `lead`), from the
 * server alone (decision 031); null when none is finished yet (404).
 */
export async function getOwnerOffers(
  lead: string | null,
  signal?: AbortSignal,
): Promise<OwnerOffersResponse['data'] | null> {
  const query = lead ? `?lead=${encodeURIComponent(lead)}` : '';
  try {
    const body = await request<OwnerOffersResponse>(
      `cards/offers${query}`,
      signal ? { signal } : {},
    );
    return body.data;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}
