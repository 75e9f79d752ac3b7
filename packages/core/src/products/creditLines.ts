// The credit lines for shop owners: Northern Arc's own journey (credit-line/nacl) and the
// generic credit line, also Northern Arc's limit (decision 037). Their agreement, KFS and NACH
// form are for a "credit line", never a "business loan".

import type { JourneyDef } from '../journeyModel/types.js';
import { creditLineJourney } from '../journeys/creditLine/generic.js';
import { northernArcJourney } from '../journeys/creditLine/northernArc.js';
import {
  CREDIT_LINE_BRANCHES,
  CREDIT_LINE_OUTCOMES,
} from '../journeys/creditLine/sampleBranches.js';
import { type ProductDescriptor, samplesOf } from './productDescriptor.js';

const creditLine = (journey: JourneyDef, appearsIn: ProductDescriptor['appearsIn']) =>
  ({
    id: journey.prefix,
    name: journey.title,
    family: 'credit-line',
    provider: 'northernArc',
    agent: 'tara',
    journeys: [journey],
    samples: samplesOf(journey.prefix, CREDIT_LINE_BRANCHES, CREDIT_LINE_OUTCOMES),
    appearsIn,
    documents: ['loanAgreement', 'keyFactStatement', 'nachForm', 'mandatePage'],
    purpose: 'credit line',
  }) satisfies ProductDescriptor;

export const creditLineProducts: readonly ProductDescriptor[] = [
  creditLine(northernArcJourney, ['home', 'menu', 'hub']),
  creditLine(creditLineJourney, ['home', 'hub']),
];
