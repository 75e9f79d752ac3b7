import type { JourneyShell } from '@tara/core/engine';
import { AUTH_PAGES, normalisePath, type ShellFlags, segmentsOf } from './shellRules';

// Where the shell sends people (spec 01 §2, §4): home, logout, back, the return after login,
// throw-to-home guards, an admin's reset. Kept apart from shellRules (what the shell shows),
// which every page load needs; these travel with the pages that use them.

/**
 * Home: '/' on every device. The spec's phone home '/star-program' (SHELL-10) is the rewards
 * programme, which does not exist yet ("Coming soon"): until it does, the real home is home
 * on a phone too, after sign-up and after login (decision 031).
 */
export function homePath(): string {
  return '/';
}

/**
 * Where logout lands: home. The spec sends app mode to '/star-program' (AUTH-16); it goes
 * home too until the rewards programme exists (decision 031).
 */
export function logoutTarget(_flags: Pick<ShellFlags, 'am'>): string {
  return homePath();
}

/**
 * A saved gotoPath, if it is safe to go to: an app path (one leading slash, no scheme), not
 * a login page (that would loop).
 */
export function returnPath(saved: string | null): string | null {
  if (!saved?.startsWith('/') || saved.startsWith('//') || saved.includes('\\')) {
    return null;
  }
  const first = segmentsOf(saved)[0] ?? '';
  return AUTH_PAGES.includes(first) ? null : saved;
}

/** What a throw-to-home page has to show (it came from its flow in this tab). */
export interface ThrowToHomeData {
  booking: boolean;
  instantApplyForm: boolean;
}

/**
 * Throw-to-home guards (spec AUTH-07; the trigger is OPEN, decision 008): a page opened
 * without the data it shows (a direct visit, a reload after the flow's state is gone) goes
 * home instead — booking-done to '/', the instant-apply review to '/credit-cards'.
 */
export function throwToHome(path: string, has: ThrowToHomeData): string | null {
  const segments = segmentsOf(path);
  if (segments.includes('booking-done') && !has.booking) return '/';
  if (segments.includes('instant-apply') && segments.at(-1) === 'review' && !has.instantApplyForm) {
    return '/credit-cards';
  }
  return null;
}

/**
 * The header's back (spec SHELL-19): browser history back while it stays in the app; else
 * '/profile' on a path containing "profile", else home.
 */
export function backTarget(
  path: string,
  canGoBack: boolean,
  home = '/',
): { history: true } | { to: string } {
  if (canGoBack) return { history: true };
  return { to: normalisePath(path).includes('profile') ? '/profile' : home };
}

/** The journey's reset button: admins only, never where the journey forbids it (AUTH-47: shop insurance). */
export function showsResetButton(isAdmin: boolean, journey: { shell?: JourneyShell }): boolean {
  return isAdmin && journey.shell?.resetButton !== false;
}
