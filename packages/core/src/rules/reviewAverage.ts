// The one place a card's rating is computed (decision 031): the mean of its approved reviews'
// stars, to one decimal; null when none is approved ("No reviews yet"). The card header and
// the reviews section both show this number.

/** `ratings`: the approved reviews' stars (1–5); out-of-range values are ignored. */
export function reviewAverage(ratings: readonly number[]): number | null {
  let sum = 0;
  let n = 0;
  for (const r of ratings) {
    if (!Number.isInteger(r) || r < 1 || r > 5) continue;
    sum += r;
    n++;
  }
  return n === 0 ? null : Math.round((sum * 10) / n) / 10;
}
