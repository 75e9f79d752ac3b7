import type { CreditHistoryKey, Employment } from '../catalog/employment.js';
import { CREDIT_HISTORY_LEVELS, creditHistoryLevel } from '../catalog/enums.js';
import { scoreLevels } from './scoreLevels.js';

// The 13 employer and profession categories of the card recommendation filter state (01 §3,
// CO-17). Ids follow the spec's order and match the API's company seed. The spec spells
// 'proprietership'; the key and the label use the usual spelling, as users read the label.

export const EMPLOYER_CATEGORIES = [
  { key: 'government', id: 1, label: 'Government', employment: 'salaried' },
  { key: 'armedForces', id: 2, label: 'Armed Forces', employment: 'salaried' },
  { key: 'psu', id: 3, label: 'PSU', employment: 'salaried' },
  { key: 'listedCompany', id: 4, label: 'Listed Company', employment: 'salaried' },
  { key: 'pvtLtd', id: 5, label: 'Pvt Ltd', employment: 'salaried' },
  { key: 'proprietorship', id: 6, label: 'Proprietorship', employment: 'selfEmployed' },
  { key: 'partnership', id: 7, label: 'Partnership', employment: 'selfEmployed' },
  { key: 'pvtLtdCompany', id: 8, label: 'Pvt Ltd Company', employment: 'selfEmployed' },
  { key: 'llp', id: 9, label: 'LLP', employment: 'selfEmployed' },
  { key: 'doctor', id: 10, label: 'Doctor', employment: 'professional' },
  { key: 'architect', id: 11, label: 'Architect', employment: 'professional' },
  { key: 'lawyer', id: 12, label: 'Lawyer', employment: 'professional' },
  {
    key: 'charteredAccountant',
    id: 13,
    label: 'Chartered Accountant',
    employment: 'professional',
  },
] as const satisfies readonly {
  key: string;
  id: number;
  label: string;
  employment: Employment;
}[];

export type EmployerCategory = (typeof EMPLOYER_CATEGORIES)[number]['key'];
export type EmployerCategoryInfo = (typeof EMPLOYER_CATEGORIES)[number];

const byKey = new Map<string, EmployerCategoryInfo>(EMPLOYER_CATEGORIES.map((c) => [c.key, c]));
const byId = new Map<number, EmployerCategoryInfo>(EMPLOYER_CATEGORIES.map((c) => [c.id, c]));

/** The category of a key ('doctor') or id (10); undefined when unknown. */
export function employerCategory(keyOrId: string | number): EmployerCategoryInfo | undefined {
  return typeof keyOrId === 'number' ? byId.get(keyOrId) : byKey.get(keyOrId);
}

export function employerCategoryLabel(key: EmployerCategory): string {
  return byKey.get(key)?.label ?? key;
}

/** Credit-history levels, lowest first; the rank of a level is its index. */
export const CREDIT_HISTORY_ORDER: readonly CreditHistoryKey[] = CREDIT_HISTORY_LEVELS.map(
  (l) => l.key,
);

export function creditHistoryRank(key: CreditHistoryKey): number {
  return CREDIT_HISTORY_ORDER.indexOf(key);
}

/** The level's name on the 300–900 scale: 'Good (601–750)', 'No credit history' (decision 030). */
export function creditHistoryText(key: CreditHistoryKey): string {
  return scoreLevels(key);
}

/** The level of a credit score (-1 is No Credit); null when the score is below -1. */
export function creditHistoryFromScore(score: number): CreditHistoryKey | null {
  return creditHistoryLevel(score)?.key ?? null;
}
