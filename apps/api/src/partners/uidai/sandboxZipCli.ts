import { writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { SANDBOX_RESIDENT, sandboxOfflineEkyc } from './sandboxOfflineEkyc.js';

// Writes a sandbox offline e-KYC ZIP for manual and browser tests (decision 025):
//   npm run sandbox:okyc-zip -w @tara/api -- out.zip [--share-code 1234] [--mobile 98xxxxxxxx]
//     [--email a@b.in] [--last4 0004] [--name "Asha Verma"] [--dob 1990-04-12] [--gender F]
//     [--hours-ago 0]
// Signed by the committed sandbox key: only an API outside production accepts it.
const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    'share-code': { type: 'string' },
    mobile: { type: 'string' },
    email: { type: 'string' },
    last4: { type: 'string' },
    name: { type: 'string' },
    dob: { type: 'string' },
    gender: { type: 'string' },
    'hours-ago': { type: 'string' },
  },
});
const out = positionals[0];
if (!out) {
  console.error('Usage: sandbox:okyc-zip <out.zip> [--share-code 1234] [--mobile 9800000002] ...');
  process.exit(2);
}
const hoursAgo = Number(values['hours-ago'] ?? '0');
const gender = values.gender ?? SANDBOX_RESIDENT.gender;
if (gender !== 'M' && gender !== 'F' && gender !== 'T') {
  console.error('--gender is M, F or T');
  process.exit(2);
}
const zip = await sandboxOfflineEkyc({
  ...SANDBOX_RESIDENT,
  shareCode: values['share-code'] ?? SANDBOX_RESIDENT.shareCode,
  mobile: values.mobile ?? SANDBOX_RESIDENT.mobile,
  email: values.email ?? SANDBOX_RESIDENT.email,
  aadhaarLast4: values.last4 ?? SANDBOX_RESIDENT.aadhaarLast4,
  name: values.name ?? SANDBOX_RESIDENT.name,
  dob: values.dob ?? SANDBOX_RESIDENT.dob,
  gender,
  generatedAt: new Date(Date.now() - hoursAgo * 3_600_000),
});
// npm runs workspace scripts in the workspace; a relative path means the caller's directory.
const path = resolve(process.env.INIT_CWD ?? process.cwd(), out);
writeFileSync(path, zip);
console.log(
  `Wrote ${path} (${zip.byteLength} bytes); share code ${values['share-code'] ?? SANDBOX_RESIDENT.shareCode}`,
);
