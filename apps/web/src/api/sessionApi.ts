import type { SessionResponse, SessionUser } from '@tara/core/contract';
import { ApiError } from './ApiError';
import { request } from './request';

// The two session calls every page load may make (the shell's); the others are in authApi.

/** The session check (POST /user/login without a body): the user, or null on 401. */
export async function fetchSessionUser(): Promise<SessionUser | null> {
  try {
    const body = await request<SessionResponse>('user/login', { method: 'POST' });
    return body.data.results;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 401 || error.status === 403)) return null;
    throw error;
  }
}

/** Ends the session (POST /user/logout, no body). */
export async function logoutSession(): Promise<void> {
  await request<unknown>('user/logout', { method: 'POST' });
}
