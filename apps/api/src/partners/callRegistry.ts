import type { PartnerCall, PartnerCalls } from './partnerCall.js';

/**
 * Every partner call journey steps may name, by name (decision 021): the API modules' `calls`
 * (each module declares its own, one line a call), and the tests' extra ones. Two calls of one
 * name are a wiring mistake, refused when the app is built.
 */
export function partnerCallRegistry(calls: Iterable<PartnerCall>): PartnerCalls {
  const map = new Map<string, PartnerCall>();
  for (const call of calls) {
    if (map.has(call.name)) throw new Error(`Two partner calls named ${call.name}`);
    map.set(call.name, call);
  }
  return map;
}
