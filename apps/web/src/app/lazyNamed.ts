import type { ComponentType, LazyExoticComponent } from 'react';
import { lazy } from 'react';

/** A route of the app: its path, its page (own chunk), the tab title and whether it needs login. */
export interface AppRoute {
  path: string;
  component: LazyExoticComponent<ComponentType>;
  title: string;
  requiresAuth?: boolean;
}

/** React.lazy for a module's named export: each page stays its own chunk. */
export function lazyNamed<K extends string, M extends Record<K, ComponentType>>(
  load: () => Promise<M>,
  key: K,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((m) => ({ default: m[key] })));
}
