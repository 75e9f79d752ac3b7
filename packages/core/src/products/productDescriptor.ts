// A product declared once (issue 21): its name and family, the party that provides it and the
// one the marketplace acts as, its journeys and their sample walks, where it appears, what it
// sells and the documents it issues. Everything else (the registry of journeys, the sample
// walks, the web's light product list) is derived from these descriptors.
import type { PartyId } from '../catalog/parties.js';
import type { Answers, JourneyDef } from '../journeyModel/types.js';
import type { DocumentKind, Placement, Sells } from '../productList/productEntry.js';
import type { ClaimProcess } from './claimProcess.js';

/** The sample walks of one journey: answers that differ from `SAMPLE_VALUES`, call outcomes. */
export interface JourneySamples {
  /** Branch name → the answers of that walk (`default` at least). */
  branches: Readonly<Record<string, Answers>>;
  /** Branch name → call name → the outcome the call gives on that walk. */
  outcomes: Readonly<Record<string, Readonly<Record<string, string>>>>;
}

export interface ProductDescriptor {
  /** Unique and stable; a one-journey product's is its journey's prefix. */
  id: string;
  name: string;
  /** Its family's id (`PRODUCT_FAMILIES`). */
  family: string;
  /** The lender, issuer or insurer; null when the buyer chooses among several (loan offers). */
  provider: PartyId | null;
  /**
   * Every insurer whose policy its documents name, when a cover has more than one (a combo's
   * parts, group health's plan 264); the provider, if any, first.
   */
  underwriters?: readonly PartyId[];
  /** The party the marketplace acts as for it (catalog/parties.ts). */
  agent: PartyId;
  /** Its journeys, the first the one it starts with (the current version of each). */
  journeys: readonly JourneyDef[];
  /** Earlier versions still needed by leads that started on them. */
  retiredJourneys?: readonly JourneyDef[];
  /** Sample walks by journey prefix: every journey of the product has a `default` walk. */
  samples: Readonly<Record<string, JourneySamples>>;
  /** Its pages that are not journeys, through which it is sold (app paths). */
  pages?: readonly string[];
  /** Where it starts; the first journey's prefix (`/credit-cards/sbi`) when absent. */
  entry?: string;
  appearsIn: readonly Placement[];
  sells?: Sells;
  documents?: readonly DocumentKind[];
  /** What it is, lower case, as a document's sentence says it: `credit line`, `shop insurance`. */
  purpose?: string;
  /** The insurance product id of a cover (core insurance's `InsuranceProduct`). */
  cover?: string;
  /** Who honours its claims and how to claim (the extended warranty, decision 086). */
  claims?: ClaimProcess;
}

/**
 * The samples of the journey `prefix`, picked from a per-journey map kept beside the journey
 * (`<journey folder>/sampleBranches.ts`): throws when the journey has no walk there.
 */
export function samplesOf(
  prefix: string,
  branches: Readonly<Record<string, Readonly<Record<string, Answers>>>>,
  outcomes: Readonly<
    Record<string, Readonly<Record<string, Readonly<Record<string, string>>>>>
  > = {},
): Record<string, JourneySamples> {
  const walks = branches[prefix];
  if (!walks) throw new Error(`No sample walks for ${prefix}`);
  return { [prefix]: { branches: walks, outcomes: outcomes[prefix] ?? {} } };
}
