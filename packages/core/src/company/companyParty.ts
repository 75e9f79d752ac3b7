import type { Party } from '../catalog/parties.js';
import { partyById } from '../catalog/parties.js';
import type { CompanyIdentity } from './companyIdentity.js';

/**
 * The marketplace as a document names it (decision 069's party record), from the configured
 * identity (decision 079): its legal name, CIN and grievance officer. A sandbox identity's
 * CIN is marked a sample, as its name already is.
 */
export function companyParty(identity: CompanyIdentity): Party {
  const officer = identity.grievanceOfficer;
  return {
    ...partyById('tara'),
    legalName: identity.legalName,
    registration: `CIN ${identity.cin}${identity.sandbox ? ' (sample)' : ''}`,
    grievance: { officer: officer.name, email: officer.email, phone: officer.phone, url: null },
  };
}
