// The one registry of journeys (decision 026): every definition, by prefix and version, and
// its entry (product, provider, title, first step, final and exit routes) derived from it.
// Adding a journey is one line in `journeys` (then regenerate the web's light list: see
// journeyList.test.ts). A lead resumes on the version it started on, so when a definition
// changes the old one moves to `retiredJourneys` and stays findable.
import type { JourneyDef } from '../engine/types.js';
import type { JourneyEntry } from '../journeyList/journeyEntry.js';
import { idfcBusinessLoanJourney } from './businessLoan/idfc.js';
import { amexJourney } from './creditCards/amex.js';
import { citiJourney } from './creditCards/citi.js';
import { hdfcJourney } from './creditCards/hdfc.js';
import { iciciJourney } from './creditCards/icici.js';
import { rblJourney } from './creditCards/rbl.js';
import { sbiJourney } from './creditCards/sbi.js';
import { stashfinJourney } from './creditCards/stashfin.js';
import { testJourney } from './creditCards/test.js';
import { creditLineJourney } from './creditLine/generic.js';
import { northernArcJourney } from './creditLine/northernArc.js';
import { ewJourney } from './ew/ew.js';
import { homeLoanJourney } from './homeLoan/homeLoan.js';
import {
  termAccidentJourney,
  termHospicashSurakshaJourney,
  termSurakshaAccidentJourney,
} from './insurance/comboInsurance.js';
import { coverJourneys } from './insurance/coverJourneys.js';
import { groupHealthInsuranceJourney } from './insurance/groupHealthInsurance.js';
import { instaOpdJourney } from './insurance/instaOpd.js';
import { lombardShopInsuranceJourney } from './insurance/lombardShopInsurance.js';
import { shopInsuranceJourney } from './insurance/shopInsurance.js';
import { termInsuranceJourney } from './insurance/termInsurance.js';
import { journeyEntryOf } from './journeyEntryOf.js';
import { hpJourney } from './membership/hp.js';
import { metroJourney } from './metro/metro.js';
import { personalLoanEligibilityJourney } from './personalLoan/eligibilityJourney.js';
import { personalLoanJourney } from './personalLoan/personalLoan.js';

/** The current version of every journey. */
export const journeys: JourneyDef[] = [
  sbiJourney,
  rblJourney,
  iciciJourney,
  hdfcJourney,
  citiJourney,
  amexJourney,
  stashfinJourney,
  testJourney,
  idfcBusinessLoanJourney,
  northernArcJourney,
  creditLineJourney,
  hpJourney,
  metroJourney,
  ewJourney,
  personalLoanJourney,
  shopInsuranceJourney,
  lombardShopInsuranceJourney,
  termInsuranceJourney,
  ...coverJourneys,
  homeLoanJourney,
  groupHealthInsuranceJourney,
  instaOpdJourney,
  termHospicashSurakshaJourney,
  termSurakshaAccidentJourney,
  termAccidentJourney,
  personalLoanEligibilityJourney,
];

/** Earlier versions still needed by leads that started on them. None yet. */
export const retiredJourneys: JourneyDef[] = [];

export interface JourneyRegistry {
  /** The journey of `prefix` at `version`, or its newest version when none is given. */
  find(prefix: string, version?: number): JourneyDef | undefined;
  /** The newest version's entry: product, provider, title, first step, final and exit routes. */
  entry(prefix: string): JourneyEntry | undefined;
  prefixes: string[];
}

export function createJourneyRegistry(definitions: readonly JourneyDef[]): JourneyRegistry {
  const byPrefix = new Map<string, Map<number, JourneyDef>>();
  for (const def of definitions) {
    const versions = byPrefix.get(def.prefix) ?? new Map<number, JourneyDef>();
    if (versions.has(def.version)) throw new Error(`${def.prefix} v${def.version} defined twice`);
    versions.set(def.version, def);
    byPrefix.set(def.prefix, versions);
  }
  const find = (prefix: string, version?: number): JourneyDef | undefined => {
    const versions = byPrefix.get(prefix);
    if (!versions) return undefined;
    if (version !== undefined) return versions.get(version);
    return versions.get(Math.max(...versions.keys()));
  };
  return {
    find,
    entry(prefix) {
      const def = find(prefix);
      return def && journeyEntryOf(def);
    },
    prefixes: [...byPrefix.keys()],
  };
}

const registry = createJourneyRegistry([...journeys, ...retiredJourneys]);

/** A lead's journey: the version it started on, or the newest for a new lead. */
export function findJourney(prefix: string, version?: number): JourneyDef | undefined {
  return registry.find(prefix, version);
}

export const journeyPrefixes: string[] = journeys.map((j) => j.prefix);

/** Every current journey's entry, in the order of `journeys`. */
export const journeyEntries: JourneyEntry[] = journeys.map(journeyEntryOf);
