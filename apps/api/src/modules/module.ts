import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DbOrTx } from '../db/types.js';
import type { PartnerCall } from '../partners/partnerCall.js';

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
 * module asks for the least it needs); `P` what it sells (payments' `Purchasable`). The type
 * names no area itself, so every area may use it without a folder cycle.
 */
export interface ApiModule<D, P = never> {
  /** The area (its folder under modules/). */
  readonly name: string;
  /** What it sells through payments, one per objectType (decision 041). */
  readonly purchasables?: readonly P[];
  /**
   * The partner calls its journeys' steps name (decision 021), one line each; each must be
   * classified in core's PARTNER_CALL_USES (decision 063), or the app refuses to start.
   */
  readonly calls?: (deps: D) => readonly PartnerCall[];
  /** Its routes, in order; a null is one this configuration leaves out. */
  readonly routes?: (deps: D) => readonly (RoutePlugin | null)[];
  /** Its periodic jobs, every `minutes` (RECONCILE_MINUTES; unset in tests: none run). */
  readonly timers?: (app: FastifyInstance, deps: D, minutes: number) => void;
  readonly hooks?: ModuleHooks<D>;
}
