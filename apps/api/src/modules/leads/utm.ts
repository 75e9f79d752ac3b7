import { isSafeText } from '../../http/schemas.js';

/** The spec's tracked marketing fields, merged by the web client into every request body. */
export const UTM_FIELDS = [
  'utmSource',
  'utmMedium',
  'utmCampaign',
  'utmTerm',
  'utmParams1',
  'utmParams2',
] as const;

const MAX = 200;

/** The tracked fields of a request body worth keeping, or null when there are none. */
export function utmFromBody(body: Record<string, unknown>): Record<string, string> | null {
  const kept: Record<string, string> = {};
  for (const key of UTM_FIELDS) {
    const value = body[key];
    if (typeof value !== 'string') continue;
    const text = value.trim();
    if (text !== '' && text.length <= MAX && isSafeText(text)) kept[key] = text;
  }
  return Object.keys(kept).length > 0 ? kept : null;
}
