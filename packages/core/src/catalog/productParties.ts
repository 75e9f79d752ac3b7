import { type Party, type PartyId, partyById } from './parties.js';

// Who a product's documents name, by journey prefix (issue 21, decision 069): the party that
// provides it, what the marketplace is to that party, the product in words, and the documents
// it issues. STOPGAP until the product catalogue's descriptors carry these facts; then
// `productPartiesOf` reads the descriptor instead and the documents stay as they are.

/** The documents a product issues. The agreement carries the Key Fact Statement first. */
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

const LOAN_DOCUMENTS: readonly ProductDocument[] = ['agreement', 'kfs', 'nachForm', 'mandate'];
const COVER_DOCUMENTS: readonly ProductDocument[] = ['policySchedule'];

const loan = (lender: PartyId, purpose: string): ProductParties => ({
  providers: [lender],
  taraActsAs: 'lending service provider',
  purpose,
  documents: LOAN_DOCUMENTS,
});

const cover = (purpose: string, ...insurers: [PartyId, ...PartyId[]]): ProductParties => ({
  providers: insurers,
  taraActsAs: 'insurance web aggregator',
  purpose,
  documents: COVER_DOCUMENTS,
});

/**
 * The products that issue documents, by journey prefix. The insurers are insuranceProducts'
 * `PRODUCT_INSURERS` (decision 045's placeholders, except Lombard's) written as parties.
 */
export const PRODUCT_PARTIES: Readonly<Record<string, ProductParties>> = {
  'business-loan/idfc': loan('idfcFirstBank', 'business loan'),
  'credit-line/nacl': loan('northernArc', 'credit line'),
  /** The generic credit line: the spec's one credit-line partner (02 §9, provider 1813). */
  'credit-line': loan('northernArc', 'credit line'),
  'insurance/shop-insurance': cover('shop insurance', 'kotakGeneral'),
  'insurance/lombard-shop-insurance': cover('shop insurance', 'iciciLombard'),
  'insurance/term-insurance': cover('term insurance', 'kotakLife'),
  'insurance/dengue-malaria': cover('dengue and malaria cover', 'kotakGeneral'),
  'insurance/dengue-only': cover('dengue cover', 'kotakGeneral'),
  'insurance/dengue-malaria-voluntary': cover('dengue and malaria cover', 'kotakGeneral'),
  'insurance/group-personal-accident': cover('personal accident cover', 'kotakGeneral'),
  'insurance/group-personal-accident-voluntary': cover('personal accident cover', 'kotakGeneral'),
  'insurance/hospicash': cover('hospital cash cover', 'kotakGeneral'),
  'insurance/group-health-insurance': cover('group health insurance', 'kotakGeneral', 'hdfcErgo'),
  'insurance/insta-opd': cover('outpatient (OPD) cover', 'kotakGeneral'),
  'insurance/term-hospicash-business-suraksha': cover(
    'term, hospital cash and shop insurance',
    'kotakLife',
    'kotakGeneral',
  ),
  'insurance/term-business-suraksha-group-personal-accident': cover(
    'term, shop and personal accident insurance',
    'kotakLife',
    'kotakGeneral',
  ),
  'insurance/term-group-personal-accident': cover(
    'term and personal accident insurance',
    'kotakLife',
    'kotakGeneral',
  ),
};

/** The parties of a journey's product, or null when it issues no documents. */
export const productPartiesOf = (journey: string): ProductParties | null =>
  Object.hasOwn(PRODUCT_PARTIES, journey) ? (PRODUCT_PARTIES[journey] ?? null) : null;

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
 * The parties a journey's document names, or null when the product does not issue that
 * document (the routes answer 404 for it).
 */
export function documentPartiesOf(
  journey: string,
  document: ProductDocument,
): DocumentParties | null {
  const product = productPartiesOf(journey);
  if (!product?.documents.includes(document)) return null;
  const provider = partyById(product.providers[0]);
  return {
    provider,
    tara: partyById('tara'),
    taraActsAs: product.taraActsAs,
    purpose: product.purpose,
    grievance: grievanceLine(provider),
  };
}

/** The parties of one insurer's policy document (a combo's part, group health's plan 264). */
export function coverDocumentParties(insurer: PartyId, purpose: string): DocumentParties {
  const provider = partyById(insurer);
  return {
    provider,
    tara: partyById('tara'),
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
 */
export function grievanceLine(party: Party): string {
  const who = party.legalName ?? party.name;
  const { officer, phone, email, url } = party.grievance;
  const given = [phone, email, url].filter((v): v is string => v !== null);
  if (given.length === 0 && party.kind === 'platform') {
    return `Grievance Officer of ${who}: name, phone and e-mail to be published in its terms of use.`;
  }
  if (given.length === 0) {
    return `Grievance Redressal Officer of ${who}, the ${ROLE[party.kind]}: name, phone and e-mail to be provided by ${who}.`;
  }
  return `${officer ?? 'Grievance Redressal Officer'}, ${who}: ${given.join(', ')}.`;
}

/** A party as a document names it: its legal name, with its registration when published. */
export function partyLine(party: Party): string {
  const name = party.legalName ?? `${party.name} (company name to be published)`;
  return party.registration ? `${name} (${party.registration})` : name;
}

/** The marketplace and what it is to the provider (RBI asks a KFS to name the LSP). */
export const taraLine = ({ tara, taraActsAs, provider }: DocumentParties): string =>
  `${partyLine(tara)}, ${taraActsAs} for ${provider.legalName ?? provider.name}`;

/** Upper-case first letter, for a purpose at the start of a line: `Credit line`. */
export const capitalised = (words: string): string =>
  words.charAt(0).toUpperCase() + words.slice(1);
