import type { SessionUser } from '@tara/core/contract';
import { useSyncExternalStore } from 'react';
import { fetchSessionUser, logoutSession } from '../api/sessionApi';
import {
  clearLeadSession,
  GOTO_PATH_KEY,
  MEMBERSHIP_FLAG_KEY,
  MEMBERSHIP_TYPE_KEY,
  USER_ID_KEY,
  writeLocal,
  writeSession,
} from '../lib/sessionKeys';

// The session as the browser knows it: fed by the session check (POST /api/user/login with
// no body), changed by login and logout. The server (HttpOnly cookie) stays authoritative;
// this only decides what to show. The user is kept in memory, never in browser storage.

export type SessionStatus = 'checking' | 'anonymous' | 'user';

export interface SessionState {
  status: SessionStatus;
  user: SessionUser | null;
}

let state: SessionState = { status: 'checking', user: null };
const listeners = new Set<() => void>();
let pending: Promise<SessionState> | null = null;

function set(next: SessionState): void {
  state = next;
  for (const listener of listeners) listener();
}

/** The user id and membership type, kept for the spec's readers (not personal data). */
function remember(user: SessionUser | null): void {
  writeLocal(USER_ID_KEY, user ? user.id : null);
  const type = user?.membership_type;
  writeLocal(MEMBERSHIP_TYPE_KEY, type === null || type === undefined ? null : String(type));
}

/**
 * Asks the server who is logged in (one call at a time). A failed check counts as nobody:
 * the user is treated as empty (spec AUTH-18).
 */
export function checkSession(): Promise<SessionState> {
  pending ??= fetchSessionUser()
    .catch(() => null)
    .then((user) => {
      pending = null;
      const next: SessionState = user ? { status: 'user', user } : { status: 'anonymous', user };
      set(next);
      remember(user);
      return next;
    });
  return pending;
}

/** After an OTP login or sign-up: the server's user is now the session's. */
export function signedIn(user: SessionUser): void {
  set({ status: 'user', user });
  remember(user);
}

/**
 * Logs out (spec AUTH-16/17): the server session ends (a failure is ignored: the browser
 * forgets anyway), the tab's card form state, saved location, login state and user go.
 */
export async function logout(): Promise<void> {
  await logoutSession().catch(() => undefined);
  clearLeadSession();
  writeSession(GOTO_PATH_KEY, null);
  writeSession(MEMBERSHIP_FLAG_KEY, null);
  remember(null);
  set({ status: 'anonymous', user: null });
}

export function sessionState(): SessionState {
  return state;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export interface Session extends SessionState {
  isLoggedIn: boolean;
  /** Admin powers come from the server's permission list (`management.cb`, `is_admin`). */
  isAdmin: boolean;
}

/** The session, re-rendering the caller when it changes. */
export function useSession(): Session {
  const current = useSyncExternalStore(subscribe, sessionState, sessionState);
  return {
    ...current,
    isLoggedIn: current.status === 'user',
    isAdmin: current.user?.is_admin === true,
  };
}
