import { type Answers, type AnswerValue, answerAmount, answerId, answerText } from '@tara/core';

// The answers the loan partners' calls read (IDFC's business loan, Northern Arc's credit line),
// by the names of the spec's partial-lead payload (02 §3.1: firstName, loanAmount,
// bankAccountNo, ...). The journeys use these names; if one chooses others, this file is the
// one place to change.

/** Account types of the spec (02 §3.3): 7 saving, 3 current. */
export type AccountType = 7 | 3;

/** The repayment account of the mandate steps. */
export interface EnachAccount {
  bankAccountNo: string;
  bankIfscCode: string;
  accountHolderName: string;
  accountType: AccountType;
}

export interface LoanApplicant {
  firstName: string | null;
  middleName: string | null;
  lastName: string | null;
  mobile: string | null;
  /** PAN, upper case. */
  pan: string | null;
  /** Rupees, as the slider gives it (spec 02 §5: 50,000 to 3,00,000). */
  loanAmount: number | null;
  /** Months. */
  tenure: number | null;
  metroCardNo: string | null;
}

const text = (answers: Answers, ...names: string[]): string | null => {
  for (const name of names) {
    const value = answerText(answers[name]);
    if (value) return value;
  }
  return null;
};

/** The full name split as the partner wants it: first, middle (the rest), last. */
function nameParts(full: string | null): [string | null, string | null, string | null] {
  const words = full?.split(/\s+/).filter(Boolean) ?? [];
  if (words.length === 0) return [null, null, null];
  if (words.length === 1) return [words[0] ?? null, null, null];
  return [words[0] ?? null, words.slice(1, -1).join(' ') || null, words.at(-1) ?? null];
}

export function loanApplicant(answers: Answers): LoanApplicant {
  const [first, middle, last] = nameParts(text(answers, 'fullName', 'name'));
  const whole = (v: AnswerValue | undefined) => {
    const n = answerAmount(v);
    return n === null ? null : Math.round(n);
  };
  return {
    firstName: text(answers, 'firstName') ?? first,
    middleName: text(answers, 'middleName') ?? middle,
    lastName: text(answers, 'lastName') ?? last,
    mobile: text(answers, 'mobile'),
    pan: text(answers, 'pan', 'pancard')?.toUpperCase() ?? null,
    loanAmount: whole(answers.loanAmount),
    tenure: whole(answers.tenure),
    metroCardNo: text(answers, 'metroCardNo', 'metroCardNumber'),
  };
}

/** The bank account of the mandate steps (33, 35, 37), or null while one is missing. */
export function enachAccount(answers: Answers): EnachAccount | null {
  const bankAccountNo = text(answers, 'bankAccountNo')?.replace(/\s+/g, '') ?? null;
  const bankIfscCode = text(answers, 'bankIfscCode')?.toUpperCase() ?? null;
  const accountHolderName = text(answers, 'accountHolderName');
  const type = answerId(answers.accountType);
  const accountType: AccountType | null = type === 7 || type === 3 ? type : null;
  if (!bankAccountNo || !bankIfscCode || !accountHolderName || accountType === null) return null;
  return { bankAccountNo, bankIfscCode, accountHolderName, accountType };
}

/** 'PHYSICAL' or 'DIGITAL' (spec 02 §7) from the mandate-type answer (digital E-NACH or physical). */
export function mandateTypeOf(answers: Answers): 'PHYSICAL' | 'DIGITAL' {
  const v = text(answers, 'mandateType')?.toLowerCase() ?? '';
  return v.startsWith('phys') ? 'PHYSICAL' : 'DIGITAL';
}
