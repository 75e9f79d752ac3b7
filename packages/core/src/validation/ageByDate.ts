// Age in completed years from the full date (the partner business loan, BL-52 / X-20): a
// birthday not yet reached this year does not count. 29 February counts on 1 March in
// years without one (the date is compared as month and day).

/** A date of birth's three boxes, as numbers. */
export interface DobParts {
  date: number;
  month: number;
  year: number;
}

/** Completed years between the birth date and `today` (UTC calendar dates). */
export function ageByDate(birth: DobParts, today: Date): number {
  const years = today.getUTCFullYear() - birth.year;
  const month = today.getUTCMonth() + 1;
  const day = today.getUTCDate();
  const beforeBirthday = month < birth.month || (month === birth.month && day < birth.date);
  return beforeBirthday ? years - 1 : years;
}

/** -1, 0 or 1 as `a` is born before, on or after `b`. */
export function compareBirthDates(a: DobParts, b: DobParts): number {
  const key = (p: DobParts) => p.year * 10_000 + p.month * 100 + p.date;
  return Math.sign(key(a) - key(b));
}
