// Percentages in one style (issue 22 §6, decision 091): the number, a no-break space so the
// sign never wraps to a line of its own, then '%': '24 %', '10.99 %', '9 %'. Trailing zeros
// go ('24.00' → '24'); a yearly rate says 'a year', never 'p.a.' or 'per annum'.

/** The no-break space between a number and its '%'. */
export const PERCENT_SPACE = '\u00a0';

/** '24 %', '10.5 %': at most two decimals, trailing zeros dropped ('' for no number). */
export const formatPercent = (value: number): string =>
  Number.isFinite(value) ? `${Number(value.toFixed(2))}${PERCENT_SPACE}%` : '';

/** Basis points as a percentage: 1099 → '10.99 %', 2400 → '24 %'. */
export const formatBasisPoints = (bp: number): string => formatPercent(bp / 100);

/** A yearly rate in basis points: 1099 → '10.99 % a year'. */
export const formatYearlyRate = (bp: number): string => `${formatBasisPoints(bp)} a year`;
