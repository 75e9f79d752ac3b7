import { parseDob } from '../validation/dob.js';
import { stringArg } from '../validation/ruleArgs.js';
import type { RuleFn } from '../validation/types.js';
import {
  GROUP_HEALTH_MEMBERS,
  type MemberKind,
  memberAge,
  memberAgeProblem,
  membersProblem,
} from './groupHealthMembers.js';
import { memberSelectionOf } from './groupHealthPlans.js';

// Group health's validation rules (decision 052), in the registry so the browser and the
// server check step1.1 and step1.3 alike.

const isMember = (kind: string | undefined): kind is MemberKind =>
  kind !== undefined && Object.hasOwn(GROUP_HEALTH_MEMBERS, kind);

/**
 * On a member's date of birth: a real past date, the member's ages (`member`: self, spouse
 * 18-65, son, daughter 3 months to 25), worded 'Minimum age 18', 'Maximum entry age 65',
 * 'Minimum age 3 months', 'Maximum entry age 25'.
 */
const memberDob: RuleFn = (value, args, _values, env) => {
  const parsed = parseDob(value, env.today);
  if ('error' in parsed) return parsed.error;
  const kind = stringArg(args, 'member');
  if (!isMember(kind)) throw new Error(`Rule memberDob needs a member, not "${kind}"`);
  return memberAgeProblem(kind, memberAge(parsed, env.today));
};

/** On the counts of step1.1: sons and daughters together at most four (decision 045). */
const childrenCount: RuleFn = (_value, _args, values) => membersProblem(memberSelectionOf(values));

export const groupHealthRules: Record<string, RuleFn> = { memberDob, childrenCount };
