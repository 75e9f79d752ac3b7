import { APP_FLAGS_KEY, readSession, writeSession } from '../lib/sessionKeys';
import type { ShellFlags } from './shellRules';

/** The native web view's flags, read from the landing URL and kept for the tab's session. */
export interface LandingFlags {
  am: boolean;
  tm: boolean;
  dm: boolean;
  /** The native app's version (`appVersion` query), or null outside the app / unknown. */
  appVersion: number | null;
}

export type AppFlags = ShellFlags & LandingFlags;

const NONE: LandingFlags = { am: false, tm: false, dm: false, appVersion: null };

const on = (value: string): boolean => value === '1' || value.toLowerCase() === 'true';

/**
 * The flags of a landing URL's query over the ones kept from earlier in the session: a flag
 * the query names replaces the kept one; the others stay. `am` is on when the query carries
 * it at all (`am`, `am=1`), except `am=0` / `am=false`; `tm` and `dm` need `=1`.
 */
export function landingFlags(search: string, kept: LandingFlags | null): LandingFlags {
  const query = new URLSearchParams(search);
  const flags = { ...NONE, ...kept };
  const am = query.get('am');
  if (am !== null) flags.am = !['0', 'false'].includes(am.toLowerCase());
  const tm = query.get('tm');
  if (tm !== null) flags.tm = on(tm);
  const dm = query.get('dm');
  if (dm !== null) flags.dm = on(dm);
  const version = query.get('appVersion');
  if (version !== null) flags.appVersion = /^\d{1,6}$/.test(version) ? Number(version) : null;
  return flags;
}

/** The flags as a query, the form they are kept in (read back with landingFlags). */
export function flagsQuery(flags: LandingFlags): string {
  const version = flags.appVersion === null ? '' : `&appVersion=${flags.appVersion}`;
  return `am=${+flags.am}&tm=${+flags.tm}&dm=${+flags.dm}${version}`;
}

/** The self credit-report pull is on unless the build turns it off (VITE_SELF_PULL=off). */
const SELF_PULL = import.meta.env?.VITE_SELF_PULL !== 'off';

let current: AppFlags | null = null;

/** Reads the landing URL's flags once per page load and keeps them for the session. */
export function initAppFlags(search: string): AppFlags {
  const kept = readSession(APP_FLAGS_KEY);
  const flags = landingFlags(search, kept ? landingFlags(kept, null) : null);
  writeSession(APP_FLAGS_KEY, flagsQuery(flags));
  current = { ...flags, selfPull: SELF_PULL };
  return current;
}

/** The session's flags (read from the landing URL on first use). */
export function appFlags(): AppFlags {
  return current ?? initAppFlags(typeof window === 'undefined' ? '' : window.location.search);
}
