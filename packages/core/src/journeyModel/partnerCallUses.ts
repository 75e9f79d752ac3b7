import type { ConsentScope } from './consentPurposes.js';

// Every partner call a journey step may name, classified once (decision 063): what it does with
// the applicant's data that needs a proved mobile and the applicant's specific consent first
// (a credit-bureau pull, the application sent to a lender or issuer), or why it needs neither.
// Core's static check reads it over every registered journey; the API's call runner refuses a
// call it does not find here, and an API test holds every registered call to it.

export interface PartnerCallUse {
  /** The consents the call rests on; each needs a proved mobile too. Empty: `why` says why. */
  needs: readonly ConsentScope[];
  /** For a call that needs neither: what it is instead. */
  why?: string;
}

const IDFC = 'IDFC FIRST Bank';
const NORTHERN_ARC = 'Northern Arc';

const sentTo = (party: string): PartnerCallUse => ({ needs: [{ use: 'submission', party }] });
/** The lender's own decision on the bureau's record (the spec's cb-eligibility calls). */
const sentAndPulledBy = (party: string): PartnerCallUse => ({
  needs: [
    { use: 'submission', party },
    { use: 'bureauPull', party },
  ],
});
const pulledBy = (party: string): PartnerCallUse => ({ needs: [{ use: 'bureauPull', party }] });
const other = (why: string): PartnerCallUse => ({ needs: [], why });

export const PARTNER_CALL_USES: Readonly<Record<string, PartnerCallUse>> = {
  // Tara's own pulls, through its bureau client (decision 034).
  'pl.creditReport': pulledBy('Tara'),
  'nacl.creditReport': pulledBy('Tara'),
  // The IDFC FIRST business loan (decision 022): every call carries the applicant's data to it.
  'idfc.validatePan': sentTo(IDFC),
  'idfc.addLead': sentTo(IDFC),
  'idfc.approvalStatus': sentTo(IDFC),
  'idfc.businessKyc': sentTo(IDFC),
  'idfc.creditApproval': sentAndPulledBy(IDFC),
  'idfc.enachBank': sentTo(IDFC),
  'idfc.sendEnachUrl': sentTo(IDFC),
  'idfc.enach': sentTo(IDFC),
  'idfc.pnachStatus': sentTo(IDFC),
  'idfc.eAgreement': sentTo(IDFC),
  // The METRO card's eligibility (decision 043): IDFC's cb-eligibility on the card and mobile.
  'metro.cbEligibility': sentAndPulledBy(IDFC),
  // The Northern Arc credit line (decision 036).
  'nacl.validatePan': sentTo(NORTHERN_ARC),
  'nacl.addLead': sentTo(NORTHERN_ARC),
  'nacl.validateKyc': sentTo(NORTHERN_ARC),
  'nacl.confirmBusinessKyc': sentTo(NORTHERN_ARC),
  'nacl.validateBusinessKyc': sentTo(NORTHERN_ARC),
  'nacl.cbEligibility': sentAndPulledBy(NORTHERN_ARC),
  'nacl.transactionDetails': sentTo(NORTHERN_ARC),
  'nacl.enach': sentTo(NORTHERN_ARC),
  'nacl.pnachDoc': sentTo(NORTHERN_ARC),
  'nacl.uploadPnachDoc': sentTo(NORTHERN_ARC),
  'nacl.pnachStatus': sentTo(NORTHERN_ARC),
  'nacl.eAgreement': sentTo(NORTHERN_ARC),
  // Checks that are not an application nor a bureau pull, each under its own box or none.
  ckyc: other('a KYC registry lookup under the journey’s KYC consent (decision 021)'),
  'karza.panName': other('a PAN and name check against the Income Tax register (decision 021)'),
  'karza.businessDocument': other('a lookup of a public business register (GSTIN, FSSAI, Udyam)'),
  'karza.okyc': other('the Aadhaar e-KYC the applicant runs in the app, under its own consent'),
  okyc: other('the Aadhaar offline e-KYC file read by Tara itself (decision 025)'),
  'pl.lenderMatch': other('Tara’s own loan engine over the lender catalog: nothing leaves Tara'),
  'membership.initiatePay': other('a payment order for the buyer’s own purchase'),
  'ew.initiatePay': other('a payment order for the buyer’s own purchase'),
};

/** The classification of a call by name; undefined for a call nobody classified. */
export function partnerCallUse(
  name: string,
  uses: Readonly<Record<string, PartnerCallUse>> = PARTNER_CALL_USES,
): PartnerCallUse | undefined {
  return Object.hasOwn(uses, name) ? uses[name] : undefined;
}
