import { lazy, Suspense, useMemo } from 'react';
import { matchRoute, Route, Switch, useRouter } from 'wouter';
import { appFlags } from '../app/appFlags';
import { OpenablePages } from '../app/openablePages';
import { PageLoading } from '../app/PageLoading';
import { Redirect } from '../app/Redirect';
import { RouteEffects } from '../app/RouteEffects';
import { usePathname } from '../app/router';
import { useSession } from '../app/session';
import {
  bottomPadding,
  extraBottomPaddingOf,
  isHeaderHidden,
  isTrayHidden,
  showsAppModeSpinner,
} from '../app/shellRules';
import { ROUTES } from './routeTable';
import { usePageTables } from './usePageTables';

const NO_PATHS: readonly string[] = [];

// The login check of a route that needs one: its own chunk (few routes need it).
const AuthGate = lazy(() => import('../app/AuthGate').then((m) => ({ default: m.AuthGate })));

// The header and the tray are their own chunk: journey steps show neither.
const TopChrome = lazy(() => import('../app/Chrome').then((m) => ({ default: m.TopChrome })));
const BottomChrome = lazy(() => import('../app/Chrome').then((m) => ({ default: m.BottomChrome })));

/**
 * The app shell: header and bottom tray (each shown per the shell rules), the lazy routes,
 * and the app-mode spinner until the session check ends. wouter's default router is the
 * browser history at '/' (no <Router> needed: its `base="/"` would make hrefs start '//').
 */
export function App() {
  const pathname = usePathname();
  const { parser } = useRouter();
  const session = useSession();
  const flags = appFlags();
  const inEntry = useMemo(
    () => ROUTES.some((r) => matchRoute(parser, r.path, pathname)[0]),
    [parser, pathname],
  );
  const header = !isHeaderHidden(pathname, flags);
  const tray = !isTrayHidden(pathname, flags);
  // The page tables: for a path the entry's routes do not match, and for the header's title
  // and the tray's links. A journey step needs neither (decision 051).
  const tables = usePageTables(!inEntry || header || tray);
  const routes = useMemo(() => (tables ? [...ROUTES, ...tables.routes] : ROUTES), [tables]);
  const matched = useMemo(
    () => routes.find((r) => matchRoute(parser, r.path, pathname)[0]),
    [routes, parser, pathname],
  );
  const has = (path: string) => routes.some((r) => matchRoute(parser, r.path, path)[0]);

  if (showsAppModeSpinner(pathname, flags.am, session.status === 'checking')) {
    return <PageLoading label="Opening…" full />;
  }
  const padding = bottomPadding(flags, extraBottomPaddingOf(pathname));
  return (
    <OpenablePages.Provider value={tables?.openable ?? NO_PATHS}>
      <RouteEffects />
      {header && (
        <Suspense fallback={<div className="app-header" />}>
          <TopChrome title={pathname === '/' ? undefined : matched?.title} />
        </Suspense>
      )}
      <main id="main" className={tray ? 'app-main app-main--tray' : 'app-main'}>
        <Suspense fallback={<PageLoading />}>
          {/* The first route that matches renders; the last one matches any path. */}
          <Switch>
            {routes.map(({ path, component: Page, requiresAuth }) => (
              <Route key={path} path={path}>
                {requiresAuth ? (
                  <AuthGate>
                    <Page />
                  </AuthGate>
                ) : (
                  <Page />
                )}
              </Route>
            ))}
            <Route>{tables ? <Redirect to="/" /> : <PageLoading />}</Route>
          </Switch>
        </Suspense>
        {padding > 0 && <div className="tm-padding" style={{ height: padding }} />}
      </main>
      {tray && tables && (
        <Suspense fallback={null}>
          <BottomChrome has={has} />
        </Suspense>
      )}
    </OpenablePages.Provider>
  );
}
