// /page/init?page=… and /journey/init?journey=… are how the native app opens a page or a
// journey. Only known routes are accepted (never an outside address); the other query
// parameters (app-mode flags am, tm, dm; reset=1; utm…) go along to the target.

/** The route of `page` (e.g. 'about-us', '/profile/details') if it is one of `knownPaths`. */
export function resolvePageInit(search: string, knownPaths: readonly string[]): string {
  const params = new URLSearchParams(search);
  const path = `/${normalise(params.get('page'))}`;
  params.delete('page');
  if (path === '/' || !knownPaths.includes(path) || isInitPath(path)) return withQuery('/', params);
  return withQuery(path, params);
}

/**
 * The start of `journey` if it is one of `prefixes` ('credit-cards/sbi', 'business-loan/idfc');
 * a card journey may also be named by its alias alone ('sbi', as the app sends it).
 */
export function resolveJourneyInit(search: string, prefixes: readonly string[]): string {
  const params = new URLSearchParams(search);
  const journey = normalise(params.get('journey'));
  params.delete('journey');
  const prefix = [journey, `credit-cards/${journey}`].find((p) => prefixes.includes(p));
  if (!journey || !prefix) return withQuery('/', params);
  return withQuery(`/${prefix}`, params);
}

/** 'About-Us/' → 'about-us': no surrounding slashes or spaces, lower case. */
function normalise(value: string | null): string {
  return (value ?? '')
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
}

function isInitPath(path: string): boolean {
  return path === '/page/init' || path === '/journey/init';
}

function withQuery(path: string, params: URLSearchParams): string {
  const query = params.toString();
  return query ? `${path}?${query}` : path;
}
