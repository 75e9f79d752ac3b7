// The legal entities a product names: the lender, issuer or insurer that provides it, and the
// marketplace itself, which acts as the provider's agent (issue 21). Documents, offers and
// the product catalogue take names, registrations and grievance contacts from here only.
// SKELETON (issue 21): ids fixed so the catalogue and the documents can refer to them; the
// records' details are filled by the documents work.

export const PARTY_IDS = [
  'tara',
  'sbiCard',
  'rblBank',
  'iciciBank',
  'hdfcBank',
  'citi',
  'amex',
  'stashfin',
  'idfcFirstBank',
  'northernArc',
  'iciciLombard',
  'hdfcErgo',
  'kotakGeneral',
  'kotakLife',
] as const;

export type PartyId = (typeof PARTY_IDS)[number];

export interface GrievanceContact {
  /** The officer's name, or null when the party has not given it to us yet. */
  officer: string | null;
  email: string | null;
  phone: string | null;
  /** Where the party publishes its grievance process. */
  url: string | null;
}

export interface Party {
  id: PartyId;
  /** The short name users know, e.g. `IDFC FIRST Bank`. */
  name: string;
  /**
   * The registered legal name, e.g. `IDFC FIRST Bank Limited`; null while unknown. The
   * marketplace's own comes from the configured identity (`companyParty`, decision 079).
   */
  legalName: string | null;
  kind: 'platform' | 'bank' | 'nbfc' | 'cardIssuer' | 'insurer';
  /** The regulator and registration (RBI licence, CIN, IRDAI registration number), as published. */
  registration: string | null;
  grievance: GrievanceContact;
}

const NO_GRIEVANCE_CONTACT: GrievanceContact = {
  officer: null,
  email: null,
  phone: null,
  url: null,
};

const party = (
  id: PartyId,
  name: string,
  legalName: string | null,
  kind: Party['kind'],
  registration: string | null,
): Party => ({ id, name, legalName, kind, registration, grievance: NO_GRIEVANCE_CONTACT });

/** Every party, by id. */
export const PARTIES: Readonly<Record<PartyId, Party>> = {
  /** The marketplace's brand. Its company, CIN and grievance officer are configured (`companyParty`). */
  tara: party('tara', 'Tara Marketplace', null, 'platform', null),
  sbiCard: party(
    'sbiCard',
    'SBI Card',
    'SBI Cards and Payment Services Limited',
    'cardIssuer',
    null,
  ),
  rblBank: party('rblBank', 'RBL Bank', 'RBL Bank Limited', 'bank', 'CIN L65191PN1943PLC007308'),
  iciciBank: party(
    'iciciBank',
    'ICICI Bank',
    'ICICI Bank Limited',
    'bank',
    'CIN L65190GJ1994PLC021012',
  ),
  hdfcBank: party(
    'hdfcBank',
    'HDFC Bank',
    'HDFC Bank Limited',
    'bank',
    'CIN L65920MH1994PLC080618',
  ),
  /** A branch of a foreign bank (no CIN). Which entity issues the Citi cards sold is to confirm. */
  citi: party('citi', 'Citi', 'Citibank N.A.', 'bank', null),
  /** A branch of a foreign bank (no CIN). */
  amex: party('amex', 'American Express', 'American Express Banking Corp.', 'bank', null),
  /** Stashfin is the brand of this NBFC. */
  stashfin: party('stashfin', 'Stashfin', 'Akara Capital Advisors Private Limited', 'nbfc', null),
  idfcFirstBank: party(
    'idfcFirstBank',
    'IDFC FIRST Bank',
    'IDFC FIRST Bank Limited',
    'bank',
    'CIN L65110TN2014PLC097792',
  ),
  /** Listed since September 2024 (its CIN's L); the credit line's lender (spec 02 §9, 1813). */
  northernArc: party(
    'northernArc',
    'Northern Arc',
    'Northern Arc Capital Limited',
    'nbfc',
    'CIN L65910TN1989PLC017021',
  ),
  iciciLombard: party(
    'iciciLombard',
    'ICICI Lombard',
    'ICICI Lombard General Insurance Company Limited',
    'insurer',
    'IRDAI Reg. No. 115; CIN L67200MH2000PLC129408',
  ),
  hdfcErgo: party(
    'hdfcErgo',
    'HDFC ERGO',
    'HDFC ERGO General Insurance Company Limited',
    'insurer',
    'IRDAI Reg. No. 146; CIN U66030MH2007PLC177117',
  ),
  /** Formerly Kotak Mahindra General Insurance Company Limited (renamed in 2024). */
  kotakGeneral: party(
    'kotakGeneral',
    'Kotak General Insurance',
    'Zurich Kotak General Insurance Company (India) Limited',
    'insurer',
    'IRDAI Reg. No. 152; CIN U66030MH2014PLC260291',
  ),
  kotakLife: party(
    'kotakLife',
    'Kotak Life Insurance',
    'Kotak Mahindra Life Insurance Company Limited',
    'insurer',
    'IRDAI Reg. No. 107; CIN U66030MH2000PLC128503',
  ),
};

/** The party of an id. */
export const partyById = (id: PartyId): Party => PARTIES[id];

/** The party of a string that may not be an id (a stored value, a query), or null. */
export function findParty(id: string): Party | null {
  return (PARTY_IDS as readonly string[]).includes(id) ? PARTIES[id as PartyId] : null;
}
