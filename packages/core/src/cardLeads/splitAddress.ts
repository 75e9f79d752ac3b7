// An address typed in one box, sent to a partner in fixed-width lines (01 §5: the RBL lead in
// two parts of at most 40 characters, the Amex office address in three of at most 24).
//
// Rules (docs/decisions/009-card-rules.md):
// - Whitespace is collapsed to single spaces and trimmed; a space before a comma is dropped.
// - Lines break at spaces, or just after a comma ("12,MG Road" may break after "12,").
// - A word is never cut, unless it alone is longer than a line: then it starts a new line and
//   is cut every `max` characters.
// - Lines are filled greedily, which fits the most words into the first lines.
// - No part is ever longer than `max`. What does not fit in the last part is left out of the
//   parts and returned as `overflow`; the partner's full-address field (and our dataJson)
//   keep the whole address.

export interface AddressSplit {
  /** Exactly `parts` strings, each at most `max` characters; '' where nothing is left. */
  parts: string[];
  /** The text that did not fit, '' when everything did. */
  overflow: string;
}

/** The address in its normal form: single spaces, trimmed, no space before a comma. */
export function normalizeAddress(text: string | null | undefined): string {
  return (text ?? '').replace(/\s+/g, ' ').replace(/ ,/g, ',').trim();
}

export function splitAddressParts(
  text: string | null | undefined,
  parts: number,
  max: number,
): AddressSplit {
  if (!Number.isInteger(max) || max < 1) throw new RangeError('max must be a positive integer');
  const count = Math.max(0, Math.floor(parts));
  const address = normalizeAddress(text);
  // Each line with the offset in `address` where it starts (for the overflow).
  const lines: { text: string; start: number }[] = [];
  let line = '';
  let lineStart = 0;
  let gap = '';
  const flush = () => {
    if (line !== '') lines.push({ text: line, start: lineStart });
    line = '';
  };
  // A token is a word with its trailing commas; `space` tells whether a space follows it.
  for (const m of address.matchAll(/([^ ,]*,+|[^ ,]+)( ?)/g)) {
    const word = m[1] as string;
    const at = m.index;
    if (line !== '' && line.length + gap.length + word.length <= max) {
      line += gap + word;
    } else {
      flush();
      let rest = word;
      let restAt = at;
      while (rest.length > max) {
        lines.push({ text: rest.slice(0, max), start: restAt });
        rest = rest.slice(max);
        restAt += max;
      }
      line = rest;
      lineStart = restAt;
    }
    gap = m[2] as string;
  }
  flush();
  const result = lines.slice(0, count).map((l) => l.text);
  while (result.length < count) result.push('');
  const rest = lines[count];
  return { parts: result, overflow: rest ? address.slice(rest.start).trim() : '' };
}

/** The address in `parts` lines of at most `max` characters (see the rules above). */
export function splitAddress(
  text: string | null | undefined,
  parts: number,
  max: number,
): string[] {
  return splitAddressParts(text, parts, max).parts;
}
