import type { Answers, AnswerValue } from '../journeyModel/types.js';
import { compareBirthDates } from './ageByDate.js';
import { type DobParts, parseDob } from './dob.js';
import { stringArg, textOf } from './ruleArgs.js';
import type { RuleEnv, RuleFn } from './types.js';

// Nominee rules of the business loan's credit insurance (VAL-52..54, BL-56). The nominee's
// own age bounds (18-99) are the `dob` rule's; these add what depends on other answers.
// Relation values are the nominee relation ids (catalog NOMINEE_RELATIONS, X-05).

export const NOMINEE_MINOR = 'Nominee cannot be minor';
export const NOMINEE_TOO_OLD = 'Maximum age allowed is 99 years';
// The spec shows both texts cut off ('Nominee cannot be older...'); the ending is decision 020's.
export const NOMINEE_OLDER = 'Nominee cannot be older than the applicant';
export const NOMINEE_YOUNGER = 'Nominee cannot be younger than the applicant';
export const MALE_NOMINEE_RELATION = 'Nominee relation should be either Father/Son/Brother';
// The female text is not shown in the spec; it mirrors the male one (decision 020).
export const FEMALE_NOMINEE_RELATION = 'Nominee relation should be either Mother/Daughter/Sister';

/** Nominee relation ids: father 1, mother 2, son 3, daughter 4, brother 5, sister 6, spouse 7. */
export const NOMINEE_RELATION_IDS = {
  father: '1',
  mother: '2',
  son: '3',
  daughter: '4',
  brother: '5',
  sister: '6',
  spouse: '7',
} as const;

const R = NOMINEE_RELATION_IDS;
const MALE_RELATIONS: readonly string[] = [R.father, R.son, R.brother, R.spouse];
const FEMALE_RELATIONS: readonly string[] = [R.mother, R.daughter, R.sister, R.spouse];
const CHILDREN: readonly string[] = [R.son, R.daughter];
const PARENTS: readonly string[] = [R.father, R.mother];

/**
 * On the relation: it must fit the nominee's gender (`genderField`, values male / female).
 * Spouse fits both. With no gender answered yet there is nothing to compare.
 */
const nomineeRelation: RuleFn = (value, args, values) => {
  const relation = textOf(value);
  const gender = textOf(values[stringArg(args, 'genderField') ?? 'nomineeGender'] ?? null);
  if (relation === null) return null;
  if (gender === 'male' && !MALE_RELATIONS.includes(relation)) return MALE_NOMINEE_RELATION;
  if (gender === 'female' && !FEMALE_RELATIONS.includes(relation)) return FEMALE_NOMINEE_RELATION;
  return null;
};

/**
 * On the nominee's date of birth: a son or daughter may not be born before the applicant, a
 * father or mother not after (`relationField`, `applicantField`: the applicant's dob field name,
 * whose three boxes are among the answers). Same birth date passes both.
 */
const nomineeDob: RuleFn = (value, args, values, env) => {
  const nominee = parseDob(value, env.today);
  const applicant = applicantDob(values, stringArg(args, 'applicantField') ?? 'dob', env);
  if ('error' in nominee || applicant === null) return null;
  const relation = textOf(values[stringArg(args, 'relationField') ?? 'nomineeRelation'] ?? null);
  const order = compareBirthDates(nominee, applicant);
  if (relation !== null && CHILDREN.includes(relation) && order < 0) return NOMINEE_OLDER;
  if (relation !== null && PARENTS.includes(relation) && order > 0) return NOMINEE_YOUNGER;
  return null;
};

function applicantDob(values: Answers, field: string, env: RuleEnv): DobParts | null {
  const boxes: Record<string, AnswerValue> = {};
  for (const [part, suffix] of [
    ['date', 'Date'],
    ['month', 'Month'],
    ['year', 'Year'],
  ] as const) {
    const v = values[`${field}${suffix}`];
    if (v === undefined || v === null) return null;
    boxes[part] = v;
  }
  const parsed = parseDob(boxes, env.today);
  return 'error' in parsed ? null : parsed;
}

export const nomineeRules = { nomineeRelation, nomineeDob } satisfies Record<string, RuleFn>;
