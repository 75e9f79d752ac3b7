import { type Catalogue, catalogue } from '@tara/core/productList';
import { homeSections } from './homeSections';

/** A family's name inside a sentence: `Home Loans` → `home loans`, `METRO Card` → `METRO card`. */
const inSentence = (name: string): string =>
  name
    .split(' ')
    .map((word) => (word === word.toUpperCase() ? word : word.toLowerCase()))
    .join(' ');

/** `a, b and c`. */
const listed = (names: readonly string[]): string =>
  names.length < 2 ? (names[0] ?? '') : `${names.slice(0, -1).join(', ')} and ${names.at(-1)}`;

/** What can be used today and what cannot yet, in words, from the catalogue. */
export function productsOpenText(from: Catalogue = catalogue): {
  open: string;
  soon: string | null;
} {
  const sections = homeSections(from);
  const open = sections.filter((s) => !s.soon).map((s) => inSentence(s.name));
  const soon = sections.filter((s) => s.soon).map((s) => inSentence(s.name));
  return {
    open: `Open now: ${listed(open)}.`,
    soon: soon.length > 0 ? `Coming soon: ${listed(soon)}.` : null,
  };
}
