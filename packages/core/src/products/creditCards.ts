// The credit cards: one product per issuer's journey (spec 01 §2). The marketplace refers the
// applicant to the issuer, which decides and issues the card: no payment, no document of ours.
import type { PartyId } from '../catalog/parties.js';
import type { JourneyDef } from '../journeyModel/types.js';
import { amexJourney } from '../journeys/creditCards/amex.js';
import { citiJourney } from '../journeys/creditCards/citi.js';
import { hdfcJourney } from '../journeys/creditCards/hdfc.js';
import { iciciJourney } from '../journeys/creditCards/icici.js';
import { rblJourney } from '../journeys/creditCards/rbl.js';
import { CARD_BRANCHES } from '../journeys/creditCards/sampleBranches.js';
import { sbiJourney } from '../journeys/creditCards/sbi.js';
import { stashfinJourney } from '../journeys/creditCards/stashfin.js';
import { testJourney } from '../journeys/creditCards/test.js';
import { type ProductDescriptor, samplesOf } from './productDescriptor.js';

const card = (journey: JourneyDef, provider: PartyId): ProductDescriptor => ({
  id: journey.prefix,
  name: journey.title,
  family: 'credit-cards',
  provider,
  agent: 'tara',
  journeys: [journey],
  samples: samplesOf(journey.prefix, CARD_BRANCHES),
  appearsIn: ['home', 'menu', 'tab', 'hub'],
});

export const creditCardProducts: readonly ProductDescriptor[] = [
  card(sbiJourney, 'sbiCard'),
  card(rblJourney, 'rblBank'),
  card(iciciJourney, 'iciciBank'),
  card(hdfcJourney, 'hdfcBank'),
  card(citiJourney, 'citi'),
  card(amexJourney, 'amex'),
  card(stashfinJourney, 'stashfin'),
  // The test journey of no issuer: registered for tests and staff, shown nowhere.
  { ...card(testJourney, 'tara'), provider: null, appearsIn: [] },
];
