import type { JourneyShell } from '../journeyModel/types.js';

// What everyone but the renderer needs to know of a journey, without its steps: the web's
// routes, shell rules, home and profile read it; the API reads the same fields off the registry.

export interface JourneyEntry {
  /** Route prefix and lead `journey`, e.g. `credit-cards/sbi`, `business-loan/idfc`. */
  prefix: string;
  /** The product area: the prefix's first segment (`credit-cards`, `business-loan`). */
  product: string;
  /** The product id the leads carry (01 §9; the Amex-type card journey is 4). */
  productId: number;
  /** The provider (card issuer, lender); null for a journey of no provider (`credit-cards/test`). */
  providerId: number | null;
  /** The provider's display name; null without a provider. */
  provider: string | null;
  /** The provider's logo, an image URL (catalog/providerLogos.ts); null without a provider. */
  logo: string | null;
  /** The application's name, e.g. `SBI Card credit card`. */
  title: string;
  /** The first step's id: where the bare prefix and a reset start. */
  first: string;
  /** Route after a last step, e.g. `credit-card/offers`. */
  finalRoute: string;
  /** Named exits' routes besides the final route, e.g. `{ rejected: 'business-loan/idfc/disbursal-status' }`. */
  exits: Record<string, string>;
  /** The shell's exceptions on its pages (bottom padding, reset button); absent: none. */
  shell?: JourneyShell;
}
