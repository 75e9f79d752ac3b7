import { amexIssuer } from './amex.js';
import { citiIssuer } from './citi.js';
import { hdfcIssuer } from './hdfc.js';
import { iciciIssuer } from './icici.js';
import { rblIssuer } from './rbl.js';
import { sbiIssuer } from './sbi.js';
import { stashfinIssuer } from './stashfin.js';
import { ISSUER_ALIASES, type IssuerAdapter, type IssuerAdapters } from './types.js';

export * from './types.js';

/** Every issuer in sandbox mode (the default). */
export const sandboxIssuers: IssuerAdapters = {
  sbi: sbiIssuer,
  rbl: rblIssuer,
  icici: iciciIssuer,
  hdfc: hdfcIssuer,
  citi: citiIssuer,
  amex: amexIssuer,
  stashfin: stashfinIssuer,
};

/**
 * The issuers as the environment configures them: `ISSUER_<ALIAS>_MODE` is `sandbox` (the
 * default) or `live`. No live adapter exists yet, so `live` refuses to start rather than
 * pretend; `overrides` (tests) replace single adapters.
 */
export function issuersFromEnv(
  env: Record<string, string | undefined>,
  overrides: Partial<Record<keyof IssuerAdapters, IssuerAdapter>> = {},
): IssuerAdapters {
  const adapters = { ...sandboxIssuers, ...overrides };
  for (const alias of ISSUER_ALIASES) {
    const mode = env[`ISSUER_${alias.toUpperCase()}_MODE`] ?? 'sandbox';
    if (mode === 'sandbox' || overrides[alias]) continue;
    if (mode === 'live') {
      throw new Error(`ISSUER_${alias.toUpperCase()}_MODE=live: no live ${alias} adapter yet`);
    }
    throw new Error(`ISSUER_${alias.toUpperCase()}_MODE must be sandbox or live`);
  }
  return adapters;
}
