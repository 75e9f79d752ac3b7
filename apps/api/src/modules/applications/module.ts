import type { Db } from '../../db/types.js';
import type { ApiModule } from '../../http/apiModule.js';
import type { IssuerAdapters } from '../../partners/issuers/types.js';
import { catalogOf } from '../cards/catalogOf.js';
import type { LeadDeps } from '../leads/service.js';
import { applicationRoutes } from './routes.js';
import { userApplicationRoutes } from './userRoutes.js';

interface ApplicationsDeps {
  db: Db;
  leads: LeadDeps;
  partners: { issuers: IssuerAdapters };
}

/** Card applications: submitted to the card's issuer once, the instant-apply OTP (decision 060). */
export const applicationsModule: ApiModule<ApplicationsDeps> = {
  name: 'applications',
  routes: (deps) => {
    const apply = { ...deps.leads, catalog: catalogOf(deps), issuers: deps.partners.issuers };
    return [applicationRoutes(apply), userApplicationRoutes(apply)];
  },
};
