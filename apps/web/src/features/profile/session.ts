import type { SessionState } from '../../app/session';
import { useSession } from '../../app/session';

// THE ONE PLACE the profile reads the signed-in user from: the shell's session
// (`useSession()` in src/app/session.ts). Pages get the user through <WithProfileUser>, so a
// change of source is a change here only.

/** The signed-in user as the profile reads it: a subset of the spec's session user (§3). */
export interface ProfileUser {
  name?: string | null;
  first_name?: string | null;
  middle_name?: string | null;
  last_name?: string | null;
  mobile?: string | null;
  email?: string | null;
  membership_type?: string | number | null;
  is_verified?: boolean | null;
}

export type ProfileSession =
  | { status: 'loading' }
  | { status: 'signedOut' }
  | { status: 'signedIn'; user: ProfileUser };

/** The shell's session state as the profile sees it. */
export function toProfileSession(state: Pick<SessionState, 'status' | 'user'>): ProfileSession {
  if (state.status === 'checking') return { status: 'loading' };
  if (state.status === 'user' && state.user) return { status: 'signedIn', user: state.user };
  return { status: 'signedOut' };
}

/** The session, for the profile pages (re-renders when it changes). */
export function useProfileSession(): ProfileSession {
  return toProfileSession(useSession());
}
