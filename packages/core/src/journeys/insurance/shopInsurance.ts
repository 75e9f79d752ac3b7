import type { JourneyDef } from '../../journeyModel/types.js';
import { shopCoverJourney } from './shopCoverJourney.js';

/** Shop insurance (spec 03 §2, INS-SHOP): plans step0.6, contact step1, shop step4.3. */
export const shopInsuranceJourney: JourneyDef = shopCoverJourney('shop', 'step0.6');
