import type { CreditAccountType } from './creditReport.js';

const NAMES: Record<CreditAccountType, string> = {
  creditCard: 'credit card',
  personalLoan: 'personal loan',
  consumerLoan: 'consumer loan',
  homeLoan: 'home loan',
  autoLoan: 'car loan',
  twoWheelerLoan: 'two-wheeler loan',
  goldLoan: 'gold loan',
  businessLoan: 'business loan',
};

/** 'credit card', 'two-wheeler loan': an account type in words, lower case. */
export function accountTypeName(type: CreditAccountType): string {
  return NAMES[type];
}
