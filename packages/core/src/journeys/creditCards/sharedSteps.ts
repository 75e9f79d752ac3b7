// FOR ONE MERGE ONLY (decision 026): the shared step vocabulary moved to `journeys/shared/`,
// one builder per file, the product's words passed in (`ProductWords`). This module keeps the
// old signatures with the card words bound; new code imports `../shared/index.js`.
import type { NextRule, StepDef } from '../../engine/types.js';
import * as shared from '../shared/index.js';
import { CARD_WORDS, type Next, type StepExtras } from '../shared/index.js';

export type { Next, StepBody, StepExtras } from '../shared/index.js';
export {
  cardProviderStep,
  contactStep,
  creditLimitStep,
  designationStep,
  emailStep,
  existingRelationStep,
  genderStep,
  haveBankCardStep,
  itrStep,
  itrValueStep,
  makeStep,
  metroStep,
  officeAddressStep,
  officeCityStep,
  qualificationStep,
  relationWithBankStep,
  salaryModeStep,
  to,
} from '../shared/index.js';

export const nameStep = (id: string, next: Next, extras?: StepExtras): StepDef =>
  shared.nameStep(id, next, CARD_WORDS, extras);
export const addressStep = (id: string, next: Next, extras?: StepExtras): StepDef =>
  shared.addressStep(id, next, CARD_WORDS, extras);
export const dobStep = (
  id: string,
  next: Next,
  providerId: number | null,
  extras?: StepExtras,
): StepDef => shared.dobStep(id, next, CARD_WORDS, providerId, extras);
export const genderDobStep = (
  id: string,
  next: Next,
  providerId: number | null,
  extras?: StepExtras,
): StepDef => shared.genderDobStep(id, next, CARD_WORDS, providerId, extras);
export const empTypeStep = (
  id: string,
  next: NextRule[],
  extras?: Parameters<typeof shared.empTypeStep>[3],
): StepDef => shared.empTypeStep(id, next, CARD_WORDS, extras);
export const incomeStep = (id: string, next: Next, extras?: StepExtras): StepDef =>
  shared.incomeStep(id, next, CARD_WORDS, extras);
export const professionStep = (id: string, next: Next, extras?: StepExtras): StepDef =>
  shared.professionStep(id, next, CARD_WORDS, extras);
export const companyStep = (
  id: string,
  next: Next,
  extras?: Parameters<typeof shared.companyStep>[3],
): StepDef => shared.companyStep(id, next, CARD_WORDS, extras);
export const existingCardStep = (
  id: string,
  next: Next,
  extras?: Parameters<typeof shared.existingCardStep>[3],
): StepDef => shared.existingCardStep(id, next, CARD_WORDS, extras);
export const appliedBeforeStep = (
  id: string,
  next: Next,
  bank: string,
  extras?: StepExtras,
): StepDef => shared.appliedBeforeStep(id, next, CARD_WORDS, bank, extras);
