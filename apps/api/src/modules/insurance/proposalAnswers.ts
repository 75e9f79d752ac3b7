import type { Answers } from '@tara/core';

// How the insurance proposals read the journeys' answers (shop covers, group health, Insta OPD).

/** An answer as trimmed text ('' when it is not text). */
export const text = (value: unknown): string => (typeof value === 'string' ? value.trim() : '');

const pad = (value: unknown): string => text(value).padStart(2, '0');

/** A date of birth's three boxes (`{name}Date|Month|Year`) as YYYY-MM-DD, or ''. */
export function dobOf(answers: Answers, name: string): string {
  const year = text(answers[`${name}Year`]);
  if (!/^\d{4}$/.test(year)) return '';
  return `${year}-${pad(answers[`${name}Month`])}-${pad(answers[`${name}Date`])}`;
}
