import { useEffect, useState } from 'react';
import type { AppRoute } from './routeTable';

export interface PageTables {
  routes: AppRoute[];
  openable: readonly string[];
}

/**
 * The page tables (`pageTables.ts`, decision 051), loaded once `need` is true and kept: App
 * needs them for a path the entry's routes do not match, and for the header's title and the
 * tray's links. Null until loaded.
 */
export function usePageTables(need: boolean): PageTables | null {
  const [tables, setTables] = useState<PageTables | null>(null);
  useEffect(() => {
    if (!need || tables) return;
    let live = true;
    void import('./pageTables').then((m) => {
      if (live) setTables({ routes: m.PAGE_ROUTES, openable: m.OPENABLE_PATHS });
    });
    return () => {
      live = false;
    };
  }, [need, tables]);
  return tables;
}
