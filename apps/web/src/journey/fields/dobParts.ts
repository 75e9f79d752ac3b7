export type DobPart = 'Date' | 'Month' | 'Year';

export const DOB_PARTS: readonly DobPart[] = ['Date', 'Month', 'Year'];

const MAX_DIGITS: Record<DobPart, number> = { Date: 2, Month: 2, Year: 4 };

/** What a box keeps of the typed text: digits only, at most 2 (day, month) or 4 (year). */
export function cleanPart(part: DobPart, text: string): string {
  return text.replace(/\D/g, '').slice(0, MAX_DIGITS[part]);
}

/** Typing the second digit of the day or month moves on to the next box. */
export function movesFocus(part: DobPart, previous: string, next: string): boolean {
  return part !== 'Year' && next.length === 2 && previous.length < 2;
}

/** Day and month are zero-padded when the box is left ('7' → '07'). */
export function padPart(part: DobPart, text: string): string {
  return part !== 'Year' && /^[1-9]$/.test(text) ? `0${text}` : text;
}

export function maxDigits(part: DobPart): number {
  return MAX_DIGITS[part];
}
