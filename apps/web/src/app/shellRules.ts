// The app shell's rules (spec 01 §2 "App shell", 03 "Shell rules relevant here"), as pure
// functions of the path and the session's flags. Decision 008 records the OPEN choices.
import { journeyAt, journeyList } from '@tara/core/journeyList';

/** The flags a page is shown with: the native web view's, and the deployment's. */
export interface ShellFlags {
  /** `am`: app mode, inside the native app's web view. */
  am: boolean;
  /** `tm`: the app's theme mode 1 (room for the app's own bottom bar). */
  tm: boolean;
  /** `dm`: a display mode without the web header. */
  dm: boolean;
  /** The self credit-report pull is offered (off: financial-fitness shows no tray). */
  selfPull: boolean;
}

/** Product areas with list pages of their own under the area (/credit-cards/<area>): headed. */
const HEADED_AREAS: readonly string[] = ['credit-cards'];

/**
 * Product areas whose pages (area/...) are shown without the header (spec SHELL-15): every
 * registered journey's area (core's journey list, from the product catalogue) but the card
 * lists', and the self-pull; every registered journey is headerless too.
 */
const HEADERLESS_PREFIXES: readonly string[] = [
  ...new Set(journeyList.map((j) => j.product).filter((area) => !HEADED_AREAS.includes(area))),
  'self-pull',
];

/** The first segments of the login pages, shown without the header. */
export const AUTH_PAGES: readonly string[] = ['login', 'confirm-otp', 'sign-up'];

/** The path lower-cased, without a trailing slash or a query ('/' stays '/'). */
export function normalisePath(path: string): string {
  const bare = (path.split(/[?#]/)[0] ?? '').toLowerCase();
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed.startsWith('/') ? trimmed || '/' : `/${trimmed}`;
}

export const segmentsOf = (path: string): string[] =>
  normalisePath(path).split('/').filter(Boolean);

/** The bottom tray (mobile) is hidden here (spec SHELL-11..14). */
export function isTrayHidden(path: string, flags: ShellFlags): boolean {
  if (flags.am) return true;
  const p = normalisePath(path);
  const parts = ['star-program', '/step', 'journey/init', 'page/init', 'credit-line', 'typeform'];
  if (parts.some((part) => p.includes(part))) return true;
  return p.includes('financial-fitness') && !flags.selfPull;
}

/**
 * The web header is hidden here (spec SHELL-15..17, X-23): on am=1 or dm=1; on the login
 * pages; on journey pages (card journeys, credit line, metro, loans, extended warranty,
 * membership, self-pull steps 1-3); on insurance; below /profile (not /profile itself); on
 * support; on the init pages. Shown on the extended-warranty congratulations page.
 */
export function isHeaderHidden(path: string, flags: ShellFlags): boolean {
  if (flags.am || flags.dm) return true;
  const segments = segmentsOf(path);
  const [first = '', second] = segments;
  if (first === 'ew' && second === 'congrates') return false;
  if (AUTH_PAGES.includes(first)) return true;
  if (first === 'user' && second === 'verify-mobile') return true;
  if (journeyAt(path)) return true;
  if (HEADERLESS_PREFIXES.includes(first) && second !== undefined) return true;
  if (segments.some((s) => s.includes('insurance'))) return true;
  if (first === 'profile' && second !== undefined) return true;
  if (segments.includes('support')) return true;
  const selfPull = segments.some((s) => s === 'self-pull' || s === 'financial-fitness');
  if (selfPull && segments.some((s) => /^step-[123]$/.test(s))) return true;
  const p = normalisePath(path);
  return p.includes('journey/init') || p.includes('page/init');
}

/** The routes that need a logged-in user (spec AUTH-03, the union of X-07). */
export const AUTH_PATHS: readonly string[] = [
  'apply/book-appointment',
  'booking-done',
  'bookings-done',
  'explore-credit-cards-test',
];

/** Whether a path needs a logged-in user. */
export function requiresAuth(path: string): boolean {
  const p = normalisePath(path);
  return AUTH_PATHS.some((part) => p.includes(part));
}

/** The px a journey's pages add to the tm=1 bottom padding (its definition's `shell`). */
export const extraBottomPaddingOf = (path: string): number =>
  journeyAt(path)?.shell?.extraBottomPadding ?? 0;

/** Bottom padding in px (spec SHELL-23, X-16): tm=1 80, plus what the journey adds (shop, Lombard 90). */
export function bottomPadding(flags: Pick<ShellFlags, 'tm'>, extra: number): number {
  return flags.tm ? 80 + extra : 0;
}

/** The app-mode full-page spinner until the session check ends (spec SHELL-07/08). */
export function showsAppModeSpinner(path: string, amInUrl: boolean, checking: boolean): boolean {
  return amInUrl && checking && normalisePath(path) !== '/terms';
}
