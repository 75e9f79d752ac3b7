// Named sample walks of the card journeys: the answers that differ from the sample values
// (salaried, no existing card, every yes/no 'no'). Used by `samplePath`.
import type { Answers } from '../../journeyModel/types.js';

const selfEmployedBusiness: Answers = { empType: 'selfEmpl', selfEmplType: 'business' };
const professional: Answers = { empType: 'selfEmpl', selfEmplType: 'professional' };
const withCard: Answers = { existingCard: 'yes' };

export const CARD_BRANCHES: Record<string, Record<string, Answers>> = {
  'credit-cards/sbi': {
    default: {},
    salaried: { empType: 'salaried' },
    selfEmployed: selfEmployedBusiness,
    professional,
    existingCard: withCard,
    metro: { isMetroChecked: true },
    metroWithCard: { isMetroChecked: true, ...withCard },
  },
  'credit-cards/rbl': {
    default: {},
    yes: withCard,
    selfEmployed: { empType: 'selfEmpl', itrStatus: 'yes' },
    selfEmployedNoItr: { empType: 'selfEmpl', itrStatus: 'no' },
  },
  'credit-cards/icici': {
    default: {},
    selfEmployed: selfEmployedBusiness,
    professional,
    iciciCustomer: { existingRelationWithBank: 'yes' },
  },
  'credit-cards/hdfc': {
    default: {},
    cardForCard: { ...withCard, cardForCard: 'yes' },
    selfEmployed: { empType: 'selfEmpl', itrStatus: 'yes' },
    selfEmployedNoItr: { empType: 'selfEmpl', itrStatus: 'no' },
  },
  'credit-cards/citi': { default: {}, selfEmployed: { empType: 'selfEmpl', itrStatus: 'no' } },
  'credit-cards/amex': { default: {}, selfEmployed: { empType: 'selfEmpl' } },
  'credit-cards/stashfin': { default: {}, existingCard: withCard },
  'credit-cards/test': { default: {} },
};
