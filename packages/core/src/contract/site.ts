import type { CompanyIdentity } from '../company/companyIdentity.js';

/** GET /api/site/company: who runs the marketplace, as configured (decision 079). */
export interface CompanyResponse {
  data: CompanyIdentity;
}
