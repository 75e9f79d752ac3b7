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
  /** The registered legal name, e.g. `IDFC FIRST Bank Limited`. */
  legalName: string;
  kind: 'platform' | 'bank' | 'nbfc' | 'cardIssuer' | 'insurer';
  /** The regulator and registration (RBI licence, CIN, IRDAI registration number), as published. */
  registration: string | null;
  grievance: GrievanceContact;
}
