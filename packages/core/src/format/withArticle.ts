// "a" or "an" by how the word is said: an initialism by its first letter's name ("an SBI
// Card", "an HDFC Bank", "a UCO Bank"), other words by their first sound ("an American
// Express", "a Citi", "a Union Bank").

/** Letters whose names start with a vowel sound: eff, aitch, el, em, en, ar, ess, ex, ... */
const VOWEL_LETTER_NAMES = 'AEFHILMNORSX';

/** The name with its indefinite article: `SBI Card` → `an SBI Card`. */
export function withArticle(name: string): string {
  const word = name.trim().split(/\s+/)[0] ?? '';
  const initialism = word.length > 1 && /^[A-Z&]+$/.test(word);
  const first = word.charAt(0).toUpperCase();
  const an = initialism
    ? VOWEL_LETTER_NAMES.includes(first)
    : /^[aeiou]/i.test(word) && !/^(uni|use|usu|eu|one|once)/i.test(word);
  return `${an ? 'an' : 'a'} ${name.trim()}`;
}
