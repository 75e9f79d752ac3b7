import {
  GROUP_HEALTH_MEMBERS,
  MAX_CHILDREN,
  type MemberKind,
} from '../../insurance/groupHealthMembers.js';
import { groupHealthPlanOptions } from '../../insurance/groupHealthPlanCards.js';
import { MEMBER_ANSWERS } from '../../insurance/groupHealthPlans.js';
import { plansOf } from '../../insurance/insurancePlans.js';
import { planFieldLabel } from '../../insurance/planCards.js';
import { orderPlansNeutrally } from '../../insurance/planNeutrality.js';
import type { Condition, FieldDef, FieldOption } from '../../journeyModel/types.js';
import { PLAN_ANSWER } from './insuranceFields.js';

// Group health's fields (decision 052). Members are fixed fields driven by step1.1's counts:
// step1.3 shows a name and a date of birth for self, for the spouse when added and for each
// son and daughter up to the count (`showWhen`), so the engine needs no repeating field kind
// and the browser's journey chunk gains nothing.

/** Where the cashless hospitals of a pincode are listed (POST /insurances/get_hospital_list). */
export const CASHLESS_HOSPITALS_PATH = '/insurance/cashless-hospitals';

/** The words of the cover amount's label that link the cashless hospitals page. */
const CASHLESS_LINK = 'See the cashless hospitals near you';

const COUNT_OPTIONS: FieldOption[] = Array.from({ length: MAX_CHILDREN + 1 }, (_, n) => ({
  value: String(n),
  label: String(n),
}));

/** step1.1: the spouse (removable) and the counts of sons and daughters; self is always in. */
export function memberCountFields(): FieldDef[] {
  return [
    {
      name: MEMBER_ANSWERS.spouse,
      kind: 'radio',
      label: 'INSURE YOUR SPOUSE?',
      options: [
        { value: 'yes', label: 'Yes, add my spouse' },
        { value: 'no', label: 'No' },
      ],
    },
    { name: MEMBER_ANSWERS.sons, kind: 'select', label: 'SONS', options: COUNT_OPTIONS },
    {
      name: MEMBER_ANSWERS.daughters,
      kind: 'select',
      label: 'DAUGHTERS',
      options: COUNT_OPTIONS,
      rules: [{ rule: 'childrenCount' }],
    },
  ];
}

/** step1.2: the plans in the neutral order, each with its adult and child premium. */
export function groupHealthPlanField(): FieldDef {
  const labelled = planFieldLabel('groupHealth', `CHOOSE YOUR COVER AMOUNT. ${CASHLESS_LINK}`);
  return {
    name: PLAN_ANSWER,
    kind: 'radio',
    label: labelled.label,
    options: groupHealthPlanOptions(orderPlansNeutrally(plansOf('groupHealth'))),
    links: [{ text: CASHLESS_LINK, href: CASHLESS_HOSPITALS_PATH }, ...labelled.links],
  };
}

/** One insured person of step1.3: `self` is the proposer (`fullName`, `dob`). */
export interface InsuredSlot {
  kind: MemberKind;
  /** 1-based, for sons and daughters. */
  index: number;
  nameField: string;
  dobField: string;
  label: string;
  showWhen?: Condition;
}

function slot(kind: MemberKind, index: number): InsuredSlot {
  const rule = GROUP_HEALTH_MEMBERS[kind];
  if (kind === 'self') {
    return { kind, index, nameField: 'fullName', dobField: 'dob', label: 'YOUR' };
  }
  if (kind === 'spouse') {
    return {
      kind,
      index,
      nameField: 'spouseName',
      dobField: 'spouseDob',
      label: "SPOUSE'S",
      showWhen: { field: MEMBER_ANSWERS.spouse, eq: 'yes' },
    };
  }
  const countField = kind === 'son' ? MEMBER_ANSWERS.sons : MEMBER_ANSWERS.daughters;
  return {
    kind,
    index,
    nameField: `${kind}${index}Name`,
    dobField: `${kind}${index}Dob`,
    label: `${rule.label.toUpperCase()} ${index}'S`,
    showWhen: { field: countField, gte: index },
  };
}

/** Every insured slot step1.3 may show, self first. */
export const INSURED_SLOTS: readonly InsuredSlot[] = [
  slot('self', 1),
  slot('spouse', 1),
  ...Array.from({ length: MAX_CHILDREN }, (_, i) => slot('son', i + 1)),
  ...Array.from({ length: MAX_CHILDREN }, (_, i) => slot('daughter', i + 1)),
];

/** step1.3: a full name and a date of birth per insured member, with the member's ages. */
export function insuredDetailFields(): FieldDef[] {
  return INSURED_SLOTS.flatMap((s): FieldDef[] => {
    const shown = s.showWhen ? { showWhen: s.showWhen } : {};
    return [
      {
        name: s.nameField,
        kind: 'text',
        label: `${s.label} FULL NAME`,
        maxLength: 72,
        rules: [{ rule: 'required', message: 'Please enter the full name' }, { rule: 'fullName' }],
        ...shown,
      },
      {
        name: s.dobField,
        kind: 'dob',
        label: `${s.label} DATE OF BIRTH (DD/MM/YYYY)`,
        rules: [{ rule: 'memberDob', member: s.kind }],
        ...shown,
      },
    ];
  });
}

/** step1.5's answer and its values (decision 052). */
export const HEALTH_ANSWER = 'healthDeclaration';
export const HEALTH = { good: 'none', listed: 'listed', other: 'other' } as const;

/** step1.5: the health declaration; its answer routes to step1.6, step1.5.1 or step1.5.2. */
export function healthDeclarationField(): FieldDef {
  return {
    name: HEALTH_ANSWER,
    kind: 'radio',
    label: 'HEALTH DECLARATION',
    options: [
      { value: HEALTH.good, label: 'No member has any illness, treatment or surgery to declare' },
      {
        value: HEALTH.listed,
        label: 'A member has diabetes, high blood pressure, a thyroid disorder or asthma',
      },
      {
        value: HEALTH.other,
        label:
          'A member has another illness, or had a surgery or a hospital stay in the last 4 years',
      },
    ],
  };
}

/** step1.5.1 (case 1): who has which listed condition. */
export function declaredConditionFields(): FieldDef[] {
  return [
    {
      name: 'declaredMember',
      kind: 'select',
      label: 'WHICH MEMBER?',
      options: [
        { value: 'self', label: 'Self' },
        { value: 'spouse', label: 'Spouse' },
        { value: 'son', label: 'A son' },
        { value: 'daughter', label: 'A daughter' },
        { value: 'several', label: 'More than one member' },
      ],
    },
    {
      name: 'declaredCondition',
      kind: 'radio',
      label: 'WHICH CONDITION?',
      options: [
        { value: 'diabetes', label: 'Diabetes' },
        { value: 'bloodPressure', label: 'High blood pressure' },
        { value: 'thyroid', label: 'Thyroid disorder' },
        { value: 'asthma', label: 'Asthma' },
        { value: 'several', label: 'More than one of these' },
      ],
    },
  ];
}
