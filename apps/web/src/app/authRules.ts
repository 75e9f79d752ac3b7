import { normalisePath, requiresAuth } from './shellRules';

// What a failed login check does (spec AUTH-05/06): only the login gate needs it.

/** Query keys that may carry personal data; never kept in gotoPath. */
const PERSONAL_QUERY_KEYS = new Set([
  'mobile',
  'email',
  'pan',
  'pancard',
  'name',
  'firstname',
  'lastname',
  'encodeddata',
]);

/** An app location (path and query) without the query keys that may carry personal data. */
export function safeLocation(location: string): string {
  const [path = '/', query = ''] = location.split('#')[0]?.split('?') ?? [];
  const params = new URLSearchParams(query);
  for (const key of [...params.keys()]) {
    if (PERSONAL_QUERY_KEYS.has(key.toLowerCase())) params.delete(key);
  }
  const rest = params.toString();
  return rest ? `${path}?${rest}` : path;
}

/**
 * What a failed login check does on this location (spec AUTH-05/06, X-31): on a route that
 * needs a login, go to /login after saving the location; nothing on /login itself, on a route
 * without a login, or on bookings-done (it continues without a redirect).
 */
export function authRedirect(
  location: string,
  routeRequiresAuth = false,
): { to: '/login'; save: string } | null {
  const p = normalisePath(location);
  if (p === '/login') return null;
  if (!routeRequiresAuth && !requiresAuth(p)) return null;
  if (p.includes('bookings-done')) return null;
  return { to: '/login', save: safeLocation(location) };
}
