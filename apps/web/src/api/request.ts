import { trackedFields } from '../lib/utm';
import { ApiError, NETWORK_MESSAGE, toApiError } from './ApiError';
import { deviceContextHeaders } from './deviceContext';

export interface RequestOptions {
  method?: 'GET' | 'POST';
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/**
 * One call to the API (same origin, under /api, JSON, cookies, the device context header).
 * Resolves with the parsed body of a 2xx; rejects with an ApiError otherwise (status 0 when the
 * network failed). A JSON object body carries the tracked marketing fields too (its own keys
 * win); a call without a body (the session check) stays without one.
 */
export async function request<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const headers: Record<string, string> = {
    Accept: 'application/json',
    ...deviceContextHeaders(),
    ...options.headers,
  };
  const init: RequestInit = {
    method: options.method ?? 'GET',
    credentials: 'same-origin',
    headers,
  };
  if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(withTrackedFields(options.body));
  }
  if (options.signal) init.signal = options.signal;
  let response: Response;
  try {
    response = await fetch(`/api/${path.replace(/^\//, '')}`, init);
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, [NETWORK_MESSAGE]);
  }
  const body = await readJson(response);
  if (!response.ok) throw toApiError(response.status, body);
  return body as T;
}

/** A plain object body with the kept utm fields merged in; any other body as it is. */
export function withTrackedFields(body: unknown): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  return { ...trackedFields(), ...(body as Record<string, unknown>) };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** True for the rejection of an aborted request (a newer one replaced it). */
export function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
