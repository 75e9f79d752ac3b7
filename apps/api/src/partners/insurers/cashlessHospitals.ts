import { createHash } from 'node:crypto';
import type { CashlessHospital, HospitalNetwork } from '@tara/core/contract';

// The cashless hospitals of an insurer's network near a pincode (spec 03 §7
// `/insurances/get_hospital_list`, decision 052). No network's list is available to us yet:
// the sandbox makes a deterministic list from the pincode and the network, so the same query
// always answers the same hospitals, and the two networks answer different ones.

const KINDS = [
  'General Hospital',
  'Multispeciality Hospital',
  'Care Hospital',
  'Medical Centre',
  'Nursing Home',
  'Heart and Kidney Institute',
  "Women and Children's Hospital",
  'Eye and ENT Hospital',
] as const;

const STREETS = ['Station Road', 'Main Road', 'Hospital Road', 'Market Road', 'Ring Road'];

/** Three to six hospitals of the network in the pincode's city, always the same ones. */
export function sandboxCashlessHospitals(
  pincode: string,
  city: string,
  network: HospitalNetwork,
): CashlessHospital[] {
  const digest = createHash('sha256').update(`${network}:${pincode}`).digest();
  const count = 3 + ((digest[0] ?? 0) % 4);
  const first = (digest[1] ?? 0) % KINDS.length;
  return Array.from({ length: count }, (_, i) => {
    const kind = KINDS[(first + i) % KINDS.length] ?? KINDS[0];
    const street = STREETS[(digest[2 + i] ?? 0) % STREETS.length] ?? STREETS[0];
    return {
      id: `${network}-${pincode}-${i + 1}`,
      name: `${city} ${kind}`,
      address: `${10 + ((digest[8 + i] ?? 0) % 90)}, ${street}, ${city} ${pincode}`,
      city,
      pincode,
    };
  });
}
