// Whether two spellings of a person's name are the same name (issue 20 item 6; decision 062):
// a KYC record and the name an applicant typed differ in case, spacing, order, initials and
// middle names, never in the words themselves.

/** Titles a record may put before a name; dropped before comparing. */
const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'SHRI', 'SMT', 'DR']);
/** More words than a name has: compared as written (the search below stays small). */
const MAX_WORDS = 8;

/**
 * The same name when, after case, accents, dots and titles are set aside: the letters are the
 * same with the spaces removed ('SureshKumar Patil'); or, in any order, every word of the
 * shorter name is a word of the longer or its initial ('S. K. Patil'), at least one whole word
 * is the same, at least two words pair up (one word matches only one word), and the longer
 * name has at most one word more (a middle name one of them leaves out).
 */
export function namesMatch(a: string, b: string): boolean {
  const [x, y] = [words(a), words(b)];
  if (x.length === 0 || y.length === 0) return false;
  if (x.join('') === y.join('')) return true;
  const [short, long] = x.length <= y.length ? [x, y] : [y, x];
  if (long.length - short.length > 1 || short.length < 2 || long.length > MAX_WORDS) return false;
  return bestWholeWords(short, long, 0, new Set()) > 0;
}

function words(name: string): string[] {
  const list = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter(Boolean);
  return list.length > 1 && TITLES.has(list[0] as string) ? list.slice(1) : list;
}

const whole = (s: string, l: string) => s === l && s.length > 1;
const initial = (s: string, l: string) =>
  (s.length === 1 && l.startsWith(s)) || (l.length === 1 && s.startsWith(l));

/**
 * The most whole-word pairs when every word of `short` from `i` on is paired with an unused
 * word of `long`; -1 when they cannot all be paired.
 */
function bestWholeWords(short: string[], long: string[], i: number, used: Set<number>): number {
  const word = short[i];
  if (word === undefined) return 0;
  let best = -1;
  long.forEach((other, j) => {
    if (used.has(j)) return;
    const full = whole(word, other);
    if (!full && !initial(word, other)) return;
    used.add(j);
    const rest = bestWholeWords(short, long, i + 1, used);
    used.delete(j);
    if (rest >= 0) best = Math.max(best, rest + (full ? 1 : 0));
  });
  return best;
}
