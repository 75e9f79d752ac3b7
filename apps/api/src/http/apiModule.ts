import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../db/types.js';

/** What an area's `xxxRoutes(deps)` returns, registered by app.ts. */
export type RoutePlugin = FastifyPluginAsyncZod;

/**
 * What an area does beside its routes, when the platform asks (every module's hook runs, in
 * the modules' order).
 */
export interface ModuleHooks<D> {
  /**
   * At login, inside the login's transaction: the visitor's anonymous records become the
   * user's (auth calls it, so auth imports none of the modules above it).
   */
  readonly signIn?: (tx: DbOrTx, visitorId: string, userId: string, now: Date) => Promise<unknown>;
  /**
   * A purchase found fulfilled (now or before: a replay), after its transaction (decision
   * 042): must be safe to repeat.
   */
  readonly purchaseFulfilled?: (deps: D, purchaseId: string) => Promise<void>;
  /**
   * The HTML of a client route the web app serves (e.g. a page with its own SEO head); null:
   * the plain index.html.
   */
  readonly pageHtml?: (deps: D, request: FastifyRequest, webDist: string) => Promise<string | null>;
}

/**
 * One area of the API (issue 21): its routes, the partner calls its journeys name, what it
 * sells, its periodic jobs and its hooks. `app.ts` builds the shared dependencies once, then
 * registers every module alike; it names no area.
 *
 * `D` is what the area reads of the shared dependencies (app's `AppDeps` must have it: a
 * module asks for the least it needs); `Sold` what it sells (payments' `Purchasable`), `Call`
 * its partner calls (partners' `PartnerCall`). The type names neither an area nor a partner,
 * so every area, the lowest included, may use it without a folder cycle.
 */
export interface ApiModule<D, Sold = never, Call = never> {
  /** The area (its folder under modules/). */
  readonly name: string;
  /** What it sells through payments, one per objectType (decision 041). */
  readonly purchasables?: readonly Sold[];
  /**
   * The partner calls its journeys' steps name (decision 021), one line each; each must be
   * classified in core's PARTNER_CALL_USES (decision 063), or the app refuses to start.
   */
  readonly calls?: (deps: D) => readonly Call[];
  /** Its routes, in order; a null is one this configuration leaves out. */
  readonly routes?: (deps: D) => readonly (RoutePlugin | null)[];
  /** Its periodic jobs, every `minutes` (RECONCILE_MINUTES; unset in tests: none run). */
  readonly timers?: (app: FastifyInstance, deps: D, minutes: number) => void;
  readonly hooks?: ModuleHooks<D>;
}
