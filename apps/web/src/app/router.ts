import { useCallback } from 'react';
import { useLocation } from 'wouter';
import { useHistoryState } from 'wouter/use-browser-location';

// The app's interface to the router (wouter's default router: the browser history at '/').
// `useParams` is wouter's; the path and the query are read as the browser has them (not
// decoded), so a redirect keeps a query exactly and analytics see the real path.
export { useParams } from 'wouter';
export { usePathname, useSearch } from 'wouter/use-browser-location';

export interface NavigateOptions {
  replace?: boolean;
  /**
   * Data for the next page that must not go in the URL (no personal data in URLs): kept in
   * this history entry's state, read with `useNavState`.
   */
  state?: Record<string, unknown>;
}

export type Navigate = (to: string, options?: NavigateOptions) => void;

/**
 * The position of the current history entry among this app's entries (0: the page the tab
 * opened the app on). Kept in `history.state` so back, forward and reload keep it.
 */
const entryIndex = (): number => {
  const idx = (window.history.state as { idx?: unknown } | null)?.idx;
  return typeof idx === 'number' ? idx : 0;
};

/** Navigates within the app: pushes `to` (or replaces the current entry) and re-renders. */
export function useNavigate(): Navigate {
  const [, navigate] = useLocation(); // stable between renders
  return useCallback<Navigate>(
    (to, { replace = false, state } = {}) =>
      navigate(to, { replace, state: { ...state, idx: entryIndex() + (replace ? 0 : 1) } }),
    [navigate],
  );
}

/** Whether browser history back stays in the app (the current entry was pushed by it). */
export function canGoBack(): boolean {
  return entryIndex() > 0;
}

/** The navigation state the current entry was opened with (`useNavigate`'s `state`). */
export function useNavState(): Record<string, unknown> {
  const state: unknown = useHistoryState();
  return state && typeof state === 'object' ? (state as Record<string, unknown>) : {};
}
