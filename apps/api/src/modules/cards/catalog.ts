import { type CompiledCatalog, compileCatalog, PROVIDER_BY_ALIAS } from '@tara/core';
import type { CardSeo } from '../../db/schema.js';
import type { Db } from '../../db/types.js';
import { allCards } from './data.js';
import { type CardView, slugify, toCardView } from './view.js';

export interface CardEntry {
  view: CardView;
  seo: CardSeo | null;
}

export interface LoadedCatalog {
  /** By id. */
  entries: CardEntry[];
  byId: ReadonlyMap<number, CardEntry>;
  bySlug: ReadonlyMap<string, CardEntry>;
  /** The recommendation engine's compiled catalog (decision 009), built once. */
  compiled: CompiledCatalog<CardView>;
}

const providerIdOf = (alias: string | null): number | null =>
  alias && alias in PROVIDER_BY_ALIAS
    ? PROVIDER_BY_ALIAS[alias as keyof typeof PROVIDER_BY_ALIAS]
    : null;

/**
 * The card catalog of one API process, read once from the database and compiled for the
 * recommendation engine. Cards change only with the catalog seed, which runs at start-up, so a
 * process keeps its copy; `reload` is there for a future admin edit.
 */
export class CardCatalog {
  private loading: Promise<LoadedCatalog> | null = null;

  constructor(private readonly db: Db) {}

  get(): Promise<LoadedCatalog> {
    this.loading ??= this.load().catch((error: unknown) => {
      this.loading = null;
      throw error;
    });
    return this.loading;
  }

  reload(): Promise<LoadedCatalog> {
    this.loading = null;
    return this.get();
  }

  private async load(): Promise<LoadedCatalog> {
    const rows = await allCards(this.db);
    const entries = rows.map((row) => ({
      view: toCardView(row, providerIdOf(row.providerAlias)),
      seo: row.seo,
    }));
    return {
      entries,
      byId: new Map(entries.map((e) => [e.view.id, e])),
      bySlug: new Map(entries.map((e) => [e.view.slug, e])),
      compiled: compileCatalog(entries.map((e) => e.view)),
    };
  }
}

/**
 * A card by `searchCard`: its slug, or `<bankName>/<slug>` (a leading `credit-card/` and
 * slashes are allowed). The slug decides; the bank segment is not checked, so an old link with
 * another bank name still finds the card (its canonical URL says where it lives).
 */
export function findBySearch(catalog: LoadedCatalog, search: string): CardEntry | null {
  const parts = search
    .trim()
    .toLowerCase()
    .split('/')
    .filter((p) => p !== '');
  const slug = parts.at(-1);
  if (!slug) return null;
  return catalog.bySlug.get(slug) ?? catalog.bySlug.get(slugify(slug)) ?? null;
}
