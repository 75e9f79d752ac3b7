import type { Db } from '../../db/types.js';
import { CardCatalog } from './catalog.js';

const catalogs = new WeakMap<object, CardCatalog>();

/**
 * The app's one card catalog (it caches what it loads): made the first time an area asks
 * with these shared dependencies, the same one after.
 */
export function catalogOf(deps: { db: Db }): CardCatalog {
  let catalog = catalogs.get(deps);
  if (!catalog) {
    catalog = new CardCatalog(deps.db);
    catalogs.set(deps, catalog);
  }
  return catalog;
}
