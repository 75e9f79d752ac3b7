import type { JourneyDef } from '../../journeyModel/types.js';
import { shopCoverJourney } from './shopCoverJourney.js';

/**
 * Lombard shop insurance (spec 03 §2, INS-LOMB): plans step0.9, contact step1, business
 * step4.3; its lead is added by `/insurances/lombard/lead/add`.
 */
export const lombardShopInsuranceJourney: JourneyDef = shopCoverJourney('lombard', 'step0.9');
