import type { Answers } from '../journeyModel/types.js';
import { SAMPLE_VALUES } from '../journeys/sampleValues.js';

/** A salaried applicant's card form values, as the journeys save them (city looked up). */
export const salariedValues: Answers = {
  ...SAMPLE_VALUES,
  city: {
    id: 7,
    city_id: 7,
    city: 'Mumbai',
    pretty_name: 'mumbai',
    state: 'Maharashtra',
  },
  officeCity: { id: 7, city_id: 7, city: 'Mumbai', state: 'Maharashtra' },
  promocode: 'WELCOME10',
};

/** A self-employed applicant who files ITR, with a card. */
export const selfEmployedValues: Answers = {
  ...salariedValues,
  empType: 'selfEmpl',
  selfEmplType: 'business',
  monthlyIncome: '',
  itrStatus: 'yes',
  itrValue: '1800000',
  company: 'Verma Traders',
  existingCard: 'yes',
};
