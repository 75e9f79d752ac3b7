import { z } from 'zod';
import { sandboxBureau } from './bureau/sandbox.js';
import type { BureauClient } from './bureau/types.js';
import { ckycCall } from './ckyc/ckycCall.js';
import { liveCkyc } from './ckyc/live.js';
import { sandboxCkyc } from './ckyc/sandbox.js';
import type { CkycClient } from './ckyc/types.js';
import { karzaBusinessDocumentCall, karzaPanNameCall } from './karza/karzaCalls.js';
import { karzaOkycCall } from './karza/karzaOkycCall.js';
import { liveKarza } from './karza/live.js';
import { sandboxKarza } from './karza/sandbox.js';
import type { KarzaClient } from './karza/types.js';
import { metroEligibilityCall } from './metro/metroEligibilityCall.js';
import { sandboxMetroEligibility } from './metro/sandbox.js';
import type { MetroEligibilityClient } from './metro/types.js';
import type { PartnerCall, PartnerCalls } from './partnerCall.js';

/** The partners' clients, sandbox or live as the environment says; calls are built on them. */
export interface PartnerClients {
  ckyc: CkycClient;
  karza: KarzaClient;
  /** The credit bureau (decision 034): only the sandbox exists yet. */
  bureau: BureauClient;
  /** The METRO card eligibility check (decision 043): only the sandbox exists yet. */
  metro: MetroEligibilityClient;
}

/**
 * Every partner call journey steps may name, by name (decision 021). Adding one is one line
 * here (its client, when it needs configuration, goes in PartnerClients).
 */
export function partnerCallRegistry(
  clients: PartnerClients,
  /** Calls built elsewhere with their own configuration (the IDFC calls, decision 022). */
  more: readonly PartnerCall[] = [],
): PartnerCalls {
  return byName([
    ckycCall(clients.ckyc),
    karzaPanNameCall(clients.karza),
    karzaBusinessDocumentCall(clients.karza),
    karzaOkycCall(clients.karza),
    metroEligibilityCall(clients.metro),
    ...more,
  ]);
}

function byName(calls: readonly PartnerCall[]): PartnerCalls {
  const map = new Map<string, PartnerCall>();
  for (const call of calls) {
    if (map.has(call.name)) throw new Error(`Two partner calls named ${call.name}`);
    map.set(call.name, call);
  }
  return map;
}

const Mode = z.enum(['sandbox', 'live']).default('sandbox');
const PartnerEnvSchema = z.object({
  CKYC_MODE: Mode,
  CKYC_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  CKYC_API_KEY: z.string().min(1).optional(),
  KARZA_MODE: Mode,
  KARZA_BASE_URL: z.url({ protocol: /^https?$/ }).optional(),
  KARZA_API_KEY: z.string().min(1).optional(),
  BUREAU_MODE: Mode,
  METRO_MODE: Mode,
});

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
  const c = parsed.data;
  const live = (partner: string, baseUrl?: string, apiKey?: string) => {
    if (!baseUrl || !apiKey) {
      throw new Error(`${partner}_MODE=live needs ${partner}_BASE_URL and ${partner}_API_KEY`);
    }
    return { baseUrl: baseUrl.replace(/\/$/, ''), apiKey };
  };
  return {
    ckyc:
      overrides.ckyc ??
      (c.CKYC_MODE === 'live'
        ? liveCkyc(live('CKYC', c.CKYC_BASE_URL, c.CKYC_API_KEY))
        : sandboxCkyc()),
    karza:
      overrides.karza ??
      (c.KARZA_MODE === 'live'
        ? liveKarza(live('KARZA', c.KARZA_BASE_URL, c.KARZA_API_KEY))
        : sandboxKarza()),
    bureau:
      overrides.bureau ??
      (c.BUREAU_MODE === 'live'
        ? refuse('BUREAU_MODE=live: no live credit bureau client exists yet (decision 034)')
        : sandboxBureau()),
    metro:
      overrides.metro ??
      (c.METRO_MODE === 'live'
        ? refuse('METRO_MODE=live: no live METRO eligibility client exists yet (decision 043)')
        : sandboxMetroEligibility()),
  };
}

function refuse(message: string): never {
  throw new Error(message);
}
