import { PartnerUnavailable } from '../partnerCall.js';

/**
 * A sandbox table's lender-wide scenarios for `call`: 'unreachable' fails every call,
 * 'transient' the first attempt of each; any other scenario is handed back.
 */
export function sandboxReachable<S extends string>(scenario: S, call: string, attempt: number): S {
  if (scenario === 'unreachable') throw new PartnerUnavailable(call, 'server-error');
  if (scenario === 'transient' && attempt === 1) throw new PartnerUnavailable(call, 'timeout');
  return scenario;
}
