import { type Party, type PartyId, partyById } from './parties.js';

// What a document prints about who is who (decision 069): the provider, the marketplace and
// what it is to the provider, the product in words, and whom to complain to. Which product
// names whom is its descriptor's (`products/productParties.ts`).

/** The documents that name the parties. The agreement carries the Key Fact Statement first. */
export type ProductDocument = 'agreement' | 'kfs' | 'nachForm' | 'mandate' | 'policySchedule';

/** What the marketplace is to the provider (RBI's and IRDAI's words, decisions 045 and 050). */
export type TaraRole = 'lending service provider' | 'insurance web aggregator';

export interface ProductParties {
  /**
   * Who provides it: the lender, or the insurers (a combo's parts have theirs, and group
   * health's plan 264 is HDFC ERGO's). The first is the one a loan's documents name.
   */
  providers: readonly [PartyId, ...PartyId[]];
  taraActsAs: TaraRole;
  /** The product in words, lower case, as a document's sentence uses it: `credit line`. */
  purpose: string;
  documents: readonly ProductDocument[];
}

/** What a document prints about who is who. */
export interface DocumentParties {
  provider: Party;
  /** The marketplace and what it is to the provider. */
  tara: Party;
  taraActsAs: TaraRole;
  purpose: string;
  /** The grievance line: the provider's officer, or who will give the contact (decision 069). */
  grievance: string;
}

/**
 * The parties of one insurer's policy document (a combo's part, group health's plan 264);
 * `company` is the marketplace as configured (decision 079, `companyParty`).
 */
export function coverDocumentParties(
  insurer: PartyId,
  purpose: string,
  company: Party,
): DocumentParties {
  const provider = partyById(insurer);
  return {
    provider,
    tara: company,
    taraActsAs: 'insurance web aggregator',
    purpose,
    grievance: grievanceLine(provider),
  };
}

const ROLE: Readonly<Record<Party['kind'], string>> = {
  platform: 'marketplace',
  bank: 'lender',
  nbfc: 'lender',
  cardIssuer: 'card issuer',
  insurer: 'insurer',
};

/**
 * Whom to complain to. A contact the party has given is printed as given; while it has given
 * none, the line says honestly that the party provides it, never a made-up name (decision 069).
 * The marketplace's own officer comes from its configured identity (decision 079).
 */
export function grievanceLine(party: Party): string {
  const who = party.legalName ?? party.name;
  const { officer, phone, email, url } = party.grievance;
  const given = [phone, email, url].filter((v): v is string => v !== null);
  if (given.length === 0 && party.kind === 'platform') {
    return `Grievance Officer of ${who}: as named in its terms of use.`;
  }
  if (given.length === 0) {
    return `Grievance Redressal Officer of ${who}, the ${ROLE[party.kind]}: name, phone and e-mail to be provided by ${who}.`;
  }
  return `${officer ?? 'Grievance Redressal Officer'}, ${who}: ${given.join(', ')}.`;
}

/**
 * A party as a document names it: its legal name, with its registration when published. A
 * party whose legal name we do not have is named by its brand alone.
 */
export function partyLine(party: Party): string {
  const name = party.legalName ?? party.name;
  return party.registration ? `${name} (${party.registration})` : name;
}

/** The marketplace and what it is to the provider (RBI asks a KFS to name the LSP). */
export const taraLine = ({ tara, taraActsAs, provider }: DocumentParties): string =>
  `${partyLine(tara)}, ${taraActsAs} for ${provider.legalName ?? provider.name}`;

/** Upper-case first letter, for a purpose at the start of a line: `Credit line`. */
export const capitalised = (words: string): string =>
  words.charAt(0).toUpperCase() + words.slice(1);
