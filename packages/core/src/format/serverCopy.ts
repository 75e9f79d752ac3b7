// Tokens in copy sent by the server: <TM> trade mark, <R> registered, $ rupee, <dash> en dash.

const TOKENS: ReadonlyArray<[RegExp, string]> = [
  [/<TM>/gi, '™'],
  [/<R>/gi, '®'],
  [/<dash>/gi, '–'],
  [/\$/g, '₹'],
];

/** Replaces the server-copy tokens with their signs. */
export function serverCopy(text: string): string {
  return TOKENS.reduce((out, [token, sign]) => out.replace(token, sign), text);
}
