// The typeform landings (spec CC-TF-01): one card each, by its catalog slug and its issuer's
// card journey.

export interface TypeformCard {
  slug: string;
  alias: string;
}

export const TYPEFORM_CARDS: Readonly<Record<string, TypeformCard>> = {
  'sbi-elite-cc': { slug: 'sbi-elite', alias: 'sbi' },
  'icici-platinum-chip-cc': { slug: 'icici-platinum-chip', alias: 'icici' },
  'sbi-simply-click-cc': { slug: 'sbi-simplyclick', alias: 'sbi' },
  'icici-hpcl-cc': { slug: 'icici-hpcl-coral', alias: 'icici' },
};

/** The typeform card of a path ('/sbi-elite-cc/typeform'), or null. */
export function typeformCardOf(path: string): TypeformCard | null {
  const first = path.split('/').filter(Boolean)[0]?.toLowerCase() ?? '';
  return Object.hasOwn(TYPEFORM_CARDS, first) ? (TYPEFORM_CARDS[first] ?? null) : null;
}
