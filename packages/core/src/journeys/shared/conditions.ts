// The conditions journeys write most: an answer equals a value, yes/no, the employment type.
import type { Condition, Scalar } from '../../journeyModel/types.js';

export const is = (field: string, value: Scalar): Condition => ({ field, eq: value });
export const isYes = (field: string): Condition => is(field, 'yes');
export const isNo = (field: string): Condition => is(field, 'no');
export const salaried: Condition = is('empType', 'salaried');
export const selfEmployed: Condition = is('empType', 'selfEmpl');
