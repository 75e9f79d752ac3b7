import { createHash } from 'node:crypto';
import type { CashlessHospital, HospitalNetwork } from '@tara/core/contract';

// The cashless hospitals of an insurer's network near a pincode (spec 03 §7
// `/insurances/get_hospital_list`, decision 052). No network's list is available to us yet:
// the sandbox answers a deterministic number of entries for the pincode and the network, so
// the same query always answers the same list and the two networks answer different ones.
// Nothing in them may pass for a real hospital (issue 22 §2, decision 083): each is named
// 'Sample Hospital n' and its address says it is sandbox data; only the city and the pincode
// (the user's own query) are real. The response says `sample: true`.

/** What stands in an entry's address: no street, no number. */
export const SAMPLE_ADDRESS = 'Sample data (sandbox): no real address';

/** Three to six sample entries in the pincode's city, always the same ones. */
export function sandboxCashlessHospitals(
  pincode: string,
  city: string,
  network: HospitalNetwork,
): CashlessHospital[] {
  const digest = createHash('sha256').update(`${network}:${pincode}`).digest();
  const count = 3 + ((digest[0] ?? 0) % 4);
  // The networks number their entries apart (Kotak from 1, HDFC ERGO from 101), so their
  // lists differ even when they have as many entries.
  const first = network === 'HDFCERGO' ? 101 : 1;
  return Array.from({ length: count }, (_, i) => ({
    id: `${network}-${pincode}-${i + 1}`,
    name: `Sample Hospital ${first + i}, ${city} — sandbox data`,
    address: `${SAMPLE_ADDRESS}, ${city} ${pincode}`,
    city,
    pincode,
  }));
}
