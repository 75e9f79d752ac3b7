import type { Scalar } from '../journeyModel/types.js';

/** The facts of the calls a lead made, by call name (its `CallRecord`s, or the lead view's). */
export type CallFacts = Readonly<Record<string, { facts?: Record<string, Scalar> } | undefined>>;

/**
 * A text's `{call.fact}` tokens filled from the lead's call facts (decision 063: the personal
 * loan's consent names the lender its match chose). A token whose fact is missing stays as it
 * is, so a gap shows rather than reading as a consent to someone unnamed.
 */
export function fillFacts(text: string, calls: CallFacts | undefined): string {
  return text.replace(/\{([^{}]+)\.([^{}.]+)\}/g, (token, call: string, fact: string) => {
    const value = calls?.[call]?.facts?.[fact];
    return value === undefined || value === null || value === '' ? token : String(value);
  });
}
