// The lookups (cities, companies, banks, pincodes, IFSC) a journey's fields call. Types only:
// the API's zod schemas are checked against them.
import type { PinCity, Suggestion } from './calls.js';

/**
 * GET /api/cities, /api/companies, /api/banks: autosuggest items. `Extra` types the items'
 * other fields: the contract's `Suggestion` as the browser reads them; the API's schema passes
 * them through as any value.
 */
export interface SuggestResponse<Extra = Suggestion[string]> {
  data: { results: ({ id: number; name: string } & Record<string, Extra>)[] };
}

/** GET /api/provider/search/pin */
export interface PinSearchResponse {
  data: { results: PinCity[] };
}

/** POST /api/provider/pins/status: the pincode's city, where the provider serves. */
export interface PinStatusResponse {
  data: { results: PinCity & { serviceable: true } };
}

/** GET /api/ifsc/:code */
export interface IfscResponse {
  data: {
    results: {
      ifsc: string;
      /** The IFSC's first four letters. */
      bank_code: string;
      bank_name: string;
      branch_code: string;
    };
  };
}
