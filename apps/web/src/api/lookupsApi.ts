import type { PinCity, Suggestion } from '@tara/core/contract';
import { request } from './request';

interface ResultsBody<T> {
  data?: { results?: T[] };
  cities?: T[];
}

/** The city of a pincode, or null when the pincode is unknown. Rejects when the call fails. */
export async function searchPin(pincode: string, signal?: AbortSignal): Promise<PinCity | null> {
  const query = new URLSearchParams({ pincode, productId: '3', providerId: '3', limit: '1' });
  const body = await request<ResultsBody<PinCity>>(
    `provider/search/pin?${query}`,
    signal ? { signal } : {},
  );
  return body?.data?.results?.[0] ?? null;
}

export const SUGGEST_LIMIT = 10;

/** Autosuggest items from `/api/<source>`; reads `data.results`, falling back to `cities`. */
export async function suggest(
  source: string,
  q: string,
  signal?: AbortSignal,
): Promise<Suggestion[]> {
  const query = new URLSearchParams({ q, offset: '0', limit: String(SUGGEST_LIMIT) });
  const body = await request<ResultsBody<Suggestion>>(
    `${encodeURIComponent(source)}?${query}`,
    signal ? { signal } : {},
  );
  const list = body?.data?.results ?? body?.cities ?? [];
  return Array.isArray(list) ? list.slice(0, SUGGEST_LIMIT) : [];
}
