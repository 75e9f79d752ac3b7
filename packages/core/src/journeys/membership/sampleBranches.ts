// Sample walk of the hp membership journey, for core, API and browser tests: the answers that
// differ from `SAMPLE_VALUES`, and the payment's outcome on that walk.
import type { Answers } from '../../journeyModel/types.js';
import { MEMBERSHIP_PAY_CALL } from './hp.js';

const gold: Answers = { planId: '1', isMembershipTermsChecked: true, maritalStatus: 'MS_SINGLE' };

export const HP_BRANCHES: Record<string, Record<string, Answers>> = {
  hp: { default: gold, platinum: { ...gold, planId: '2' } },
};

export const HP_OUTCOMES: Record<string, Record<string, Record<string, string>>> = {
  hp: {
    default: { [MEMBERSHIP_PAY_CALL]: 'paid' },
    platinum: { [MEMBERSHIP_PAY_CALL]: 'paid' },
  },
};
