import { z } from 'zod';
import { sandboxBureau } from './bureau/sandbox.js';
import type { BureauClient } from './bureau/types.js';
import { liveCkyc } from './ckyc/live.js';
import { sandboxCkyc } from './ckyc/sandbox.js';
import type { CkycClient } from './ckyc/types.js';
import { liveKarza } from './karza/live.js';
import { sandboxKarza } from './karza/sandbox.js';
import type { KarzaClient } from './karza/types.js';
import { sandboxMetroEligibility } from './metro/sandbox.js';
import type { MetroEligibilityClient } from './metro/types.js';

/** Where a live client is: its base URL and API key (`<ENV>_BASE_URL`, `<ENV>_API_KEY`). */
export interface LiveEndpoint {
  baseUrl: string;
  apiKey: string;
}

/**
 * A partner configured by `<env>_MODE`: its deterministic sandbox, and its live client, or the
 * reason none exists yet (a live mode is then refused at start-up rather than pretended).
 */
interface ClientDef<C> {
  env: string;
  sandbox: () => C;
  live: ((endpoint: LiveEndpoint) => C) | string;
}

const partner = <C>(def: ClientDef<C>): ClientDef<C> => def;

/**
 * Every partner client the environment configures, one line each; partner calls are built on
 * them (modules' `calls`, decision 021).
 */
const CLIENTS = {
  ckyc: partner<CkycClient>({ env: 'CKYC', sandbox: sandboxCkyc, live: liveCkyc }),
  karza: partner<KarzaClient>({ env: 'KARZA', sandbox: sandboxKarza, live: liveKarza }),
  /** The credit bureau (decision 034). */
  bureau: partner<BureauClient>({
    env: 'BUREAU',
    sandbox: sandboxBureau,
    live: 'no live credit bureau client exists yet (decision 034)',
  }),
  /** The METRO card eligibility check (decision 043). */
  metro: partner<MetroEligibilityClient>({
    env: 'METRO',
    sandbox: sandboxMetroEligibility,
    live: 'no live METRO eligibility client exists yet (decision 043)',
  }),
};

/** The partners' clients, sandbox or live as the environment says. */
export type PartnerClients = {
  [K in keyof typeof CLIENTS]: (typeof CLIENTS)[K] extends ClientDef<infer C> ? C : never;
};

const Mode = z.enum(['sandbox', 'live']).default('sandbox');
const Url = z.url({ protocol: /^https?$/ }).optional();
const Key = z.string().min(1).optional();
/** The partners' environment: `<ENV>_MODE`, and `<ENV>_BASE_URL`/`<ENV>_API_KEY` where a live client exists. */
export const PartnerEnvSchema = z.object(
  Object.fromEntries(
    Object.values(CLIENTS).flatMap(({ env, live }) => [
      [`${env}_MODE`, Mode],
      ...(typeof live === 'string'
        ? []
        : [`${env}_BASE_URL`, `${env}_API_KEY`].map((k) => [k, k.endsWith('URL') ? Url : Key])),
    ]),
  ),
);

/**
 * The clients as the environment configures them: `<PARTNER>_MODE` is `sandbox` (the default)
 * or `live`, which needs `<PARTNER>_BASE_URL` and `<PARTNER>_API_KEY` (refused at start-up
 * otherwise). `overrides` (tests) replace single clients.
 */
export function partnerClientsFromEnv(
  env: Record<string, string | undefined>,
  overrides: Partial<PartnerClients> = {},
): PartnerClients {
  const parsed = PartnerEnvSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new Error(`Bad partner configuration: ${problems.join('; ')}`);
  }
  const c = parsed.data as Record<string, string | undefined>;
  const clientOf = <C>({ env: name, sandbox, live }: ClientDef<C>): C => {
    if (c[`${name}_MODE`] !== 'live') return sandbox();
    if (typeof live === 'string') throw new Error(`${name}_MODE=live: ${live}`);
    const baseUrl = c[`${name}_BASE_URL`];
    const apiKey = c[`${name}_API_KEY`];
    if (!baseUrl || !apiKey) {
      throw new Error(`${name}_MODE=live needs ${name}_BASE_URL and ${name}_API_KEY`);
    }
    return live({ baseUrl: baseUrl.replace(/\/$/, ''), apiKey });
  };
  const clients = Object.fromEntries(
    Object.entries(CLIENTS).map(([key, def]) => [
      key,
      overrides[key as keyof PartnerClients] ?? clientOf<unknown>(def),
    ]),
  );
  return clients as PartnerClients;
}
