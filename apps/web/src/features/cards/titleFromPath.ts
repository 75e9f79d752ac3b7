// The fallback title of a card detail page (spec 01 §2, CO-03): the path's segments in title
// case, when the server's SEO content has no title of its own.

/** Issuer and network names written as their owners write them, not in title case. */
const KNOWN_WORDS: Record<string, string> = {
  amex: 'Amex',
  au: 'AU',
  bob: 'BoB',
  hdfc: 'HDFC',
  hpcl: 'HPCL',
  icici: 'ICICI',
  idfc: 'IDFC',
  irctc: 'IRCTC',
  rbl: 'RBL',
  sbi: 'SBI',
  yes: 'YES',
  cc: 'Credit Card',
};

function titleWord(word: string): string {
  const lower = word.toLowerCase();
  const known = KNOWN_WORDS[lower];
  if (known) return known;
  return lower.charAt(0).toUpperCase() + lower.slice(1);
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * '/credit-card/sbi/sbi-elite?x=1' → 'Credit Card - SBI - SBI Elite': each segment's words
 * (split at '-', '_', '+', '.', spaces) in title case, the segments in path order joined by
 * ' - '. The query and the hash are ignored; an empty path gives ''.
 */
export function titleFromPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  return bare
    .split('/')
    .map((segment) =>
      decode(segment)
        .split(/[-_+.\s]+/)
        .filter(Boolean)
        .map(titleWord)
        .join(' '),
    )
    .filter(Boolean)
    .join(' - ');
}
