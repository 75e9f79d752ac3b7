import { readLocal, writeLocal } from './sessionKeys';

// Tracked marketing fields (spec 01 §3, SHELL-32): read from the landing URL, kept in
// localStorage (campaign tags, not personal data) and merged into every request body.

/** The spec's field names and the landing-URL query names they are read from (decision 008). */
export const UTM_FIELDS = [
  ['utmSource', 'utm_source'],
  ['utmMedium', 'utm_medium'],
  ['utmCampaign', 'utm_campaign'],
  ['utmTerm', 'utm_term'],
  ['utmParams1', 'utm_params1'],
  ['utmParams2', 'utm_params2'],
] as const;

export type UtmField = (typeof UTM_FIELDS)[number][0];
export type TrackedFields = Partial<Record<UtmField, string>>;

/** Longest tag kept; longer values are cut (a tag is a short campaign code). */
export const UTM_MAX_LENGTH = 100;

function clean(value: string): string {
  const printable = [...value].filter((c) => c >= ' ' && c !== '\u007f').join('');
  return printable.trim().slice(0, UTM_MAX_LENGTH);
}

/**
 * The tracked fields a landing URL carries (`utm_source=…`, or the field's own name,
 * `utmSource=…`), or null when it carries none.
 */
export function utmFromQuery(search: string): TrackedFields | null {
  const query = new URLSearchParams(search);
  const found: TrackedFields = {};
  let any = false;
  for (const [field, param] of UTM_FIELDS) {
    const raw = query.get(param) ?? query.get(field);
    if (raw === null) continue;
    any = true;
    const value = clean(raw);
    if (value) found[field] = value;
  }
  return any ? found : null;
}

/**
 * Keeps the landing URL's tags. A landing with any tag replaces the whole kept set (the last
 * campaign wins, no mix of two); a landing without tags keeps the earlier ones.
 */
export function captureUtm(search: string): void {
  const found = utmFromQuery(search);
  if (!found) return;
  for (const [field] of UTM_FIELDS) writeLocal(field, found[field] ?? null);
}

/** The kept tags, to merge into a request body. */
export function trackedFields(): TrackedFields {
  const fields: TrackedFields = {};
  for (const [field] of UTM_FIELDS) {
    const value = readLocal(field);
    if (value) fields[field] = value;
  }
  return fields;
}
