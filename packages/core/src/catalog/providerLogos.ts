import type { ProviderId } from './providers.js';

/**
 * Each provider's logo, an image loaded by URL (never bundled): a small monogram in the
 * issuer's colour, served with the web app (apps/web/public/issuers/). ASSUMPTION: stand-ins
 * until the partners' own logos are licensed; replacing a file changes no code.
 */
export const PROVIDER_LOGOS: Readonly<Record<ProviderId, string>> = {
  3: '/issuers/icici-bank.svg',
  9: '/issuers/stashfin.svg',
  35: '/issuers/citibank.svg',
  40: '/issuers/american-express.svg',
  60: '/issuers/hdfc-bank.svg',
  61: '/issuers/sbi-card.svg',
  62: '/issuers/rbl-bank.svg',
  384: '/issuers/idfc-first-bank.svg',
  1813: '/issuers/northern-arc.svg',
};
