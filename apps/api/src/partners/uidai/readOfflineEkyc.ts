import { contactHash, sha256Hex } from './contactHash.js';
import { openOfflineZip } from './openOfflineZip.js';
import { parseStrictXml, verifyUidaiSignature } from './verifyUidaiSignature.js';

/**
 * What a verified offline e-KYC file leaves us: all of it may be stored (decision 025). No whole
 * Aadhaar number (a file has none: only its last 4 digits), no XML, no photo, no hashes.
 */
export interface OfflineEkyc {
  name: string;
  /** YYYY-MM-DD. */
  dob: string;
  gender: 'M' | 'F' | 'T';
  address: {
    careOf: string;
    house: string;
    street: string;
    landmark: string;
    locality: string;
    vtc: string;
    postOffice: string;
    subDistrict: string;
    district: string;
    state: string;
    country: string;
    pincode: string;
  };
  aadhaarLast4: string;
  /** When UIDAI made the file (ISO 8601, UTC). */
  generatedAt: string;
  /** The mobile given matches the file's hash; null: none given, or the file has no hash. */
  mobileMatches: boolean | null;
  emailMatches: boolean | null;
}

export type OfflineEkycFailure =
  | 'too-large'
  | 'not-a-zip'
  | 'no-xml'
  | 'not-encrypted'
  | 'wrong-share-code'
  | 'not-offline-ekyc'
  | 'not-signed-by-uidai'
  | 'tampered'
  | 'too-old'
  | 'mobile-mismatch';

export type ReadOfflineEkycResult =
  | { ok: true; kyc: OfflineEkyc }
  | { ok: false; reason: OfflineEkycFailure; message: string };

export interface ReadOfflineEkycOptions {
  /** UIDAI's certificate(s), PEM (several during a rotation); the sandbox's in sandbox. */
  certificatePem: string | readonly string[];
  /** The applicant's mobile (10 digits; +91 or 0 prefixes are dropped), to check `Poi@m`. */
  mobile?: string;
  email?: string;
  now: Date;
  /** Days a file is accepted after UIDAI made it; 3 (decision 025). */
  maxAgeDays?: number;
  /** Refuse a file whose mobile hash does not match `mobile`; off (decision 025). */
  requireMobileMatch?: boolean;
}

export const OFFLINE_EKYC_MAX_AGE_DAYS = 3;

/** The user-facing message of each refusal. */
export const OFFLINE_EKYC_MESSAGES: Record<OfflineEkycFailure, string> = {
  'too-large': 'This file is too large to be an Aadhaar offline e-KYC file',
  'not-a-zip': 'Please upload the ZIP file you downloaded from the UIDAI website',
  'no-xml': 'This ZIP file has no Aadhaar XML inside. Please upload the ZIP file from UIDAI',
  'not-encrypted':
    'This file is not protected by a share code. Please upload the ZIP file exactly as you downloaded it from the UIDAI website',
  'wrong-share-code': 'The share code does not open this file',
  'not-offline-ekyc': 'This file is not an Aadhaar offline e-KYC file',
  'not-signed-by-uidai': 'This file is not signed by UIDAI',
  tampered: 'This file has been changed after UIDAI signed it',
  'too-old': 'This file is more than 3 days old. Please download a new one from the UIDAI website',
  'mobile-mismatch': 'The mobile number does not match the one registered with your Aadhaar',
};

// UIDAI's clock and ours may differ a little; a file from further in the future is refused.
const CLOCK_SKEW_MS = 10 * 60_000;

/**
 * Opens a resident's Aadhaar Paperless Offline e-KYC ZIP with the share code, verifies UIDAI's
 * signature over the whole XML, and keeps only the verified name, date of birth, gender, address
 * and last 4 digits (decision 025). Logs nothing; the XML and photo are dropped here.
 */
export async function readOfflineEkyc(
  zipBytes: Uint8Array,
  shareCode: string,
  options: ReadOfflineEkycOptions,
): Promise<ReadOfflineEkycResult> {
  if (shareCode.length === 0) return refuse('wrong-share-code');
  const opened = await openOfflineZip(zipBytes, shareCode);
  if (!opened.ok) return refuse(opened.reason);

  const certificates =
    typeof options.certificatePem === 'string' ? [options.certificatePem] : options.certificatePem;
  const verified = verifyUidaiSignature(opened.xml, certificates);
  if (!verified.ok) return refuse(verified.reason);

  // Read only the text the signature covers.
  const root = parseStrictXml(verified.signedXml)?.documentElement;
  const poi = root && onlyChild(root, 'UidData', 'Poi');
  const poa = root && onlyChild(root, 'UidData', 'Poa');
  const referenceId = root?.getAttribute('referenceId') ?? '';
  const ref = /^(\d{4})(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})(\d{3})$/.exec(referenceId);
  const dob = /^(\d{2})-(\d{2})-(\d{4})$/.exec(poi?.getAttribute('dob') ?? '');
  const gender = poi?.getAttribute('gender') ?? '';
  const name = (poi?.getAttribute('name') ?? '').trim();
  if (!poi || !poa || !ref || !dob || !isGender(gender) || name === '') {
    return refuse('not-offline-ekyc');
  }
  const [, last4 = '', y, mo, d, h, mi, s, ms] = ref;
  // referenceId's timestamp is India Standard Time (UTC+05:30).
  const generatedAt = new Date(`${y}-${mo}-${d}T${h}:${mi}:${s}.${ms}+05:30`);
  if (Number.isNaN(generatedAt.getTime())) return refuse('not-offline-ekyc');
  const age = options.now.getTime() - generatedAt.getTime();
  if (age < -CLOCK_SKEW_MS) return refuse('not-offline-ekyc');
  if (age > (options.maxAgeDays ?? OFFLINE_EKYC_MAX_AGE_DAYS) * 86_400_000) {
    return refuse('too-old');
  }

  const lastDigit = Number(last4.slice(-1));
  const mobileMatches = matches(poi.getAttribute('m'), mobileCandidates(options.mobile), (m) => [
    contactHash(m, shareCode, lastDigit),
  ]);
  if (options.requireMobileMatch && mobileMatches !== true) return refuse('mobile-mismatch');
  // UIDAI's FAQ says the e-mail hash is a plain SHA-256 of the address; its specification
  // salts and repeats it like the mobile's. Either is taken (decision 025).
  const email = options.email?.trim();
  const emailMatches = matches(poi.getAttribute('e'), email ? [email] : [], (e) => [
    contactHash(e, shareCode, lastDigit),
    sha256Hex(e),
  ]);

  const field = (el: typeof poa, ...names: string[]) => {
    for (const n of names) if (el.hasAttribute(n)) return (el.getAttribute(n) ?? '').trim();
    return '';
  };
  return {
    ok: true,
    kyc: {
      name,
      dob: `${dob[3]}-${dob[2]}-${dob[1]}`,
      gender,
      address: {
        careOf: field(poa, 'careof', 'co'),
        house: field(poa, 'house'),
        street: field(poa, 'street'),
        landmark: field(poa, 'landmark', 'lm'),
        locality: field(poa, 'loc'),
        vtc: field(poa, 'vtc'),
        postOffice: field(poa, 'po'),
        subDistrict: field(poa, 'subdist'),
        district: field(poa, 'dist'),
        state: field(poa, 'state'),
        country: field(poa, 'country'),
        pincode: field(poa, 'pc'),
      },
      aadhaarLast4: last4,
      generatedAt: generatedAt.toISOString(),
      mobileMatches,
      emailMatches,
    },
  };
}

function refuse(reason: OfflineEkycFailure): ReadOfflineEkycResult {
  return { ok: false, reason, message: OFFLINE_EKYC_MESSAGES[reason] };
}

function isGender(value: string): value is OfflineEkyc['gender'] {
  return value === 'M' || value === 'F' || value === 'T';
}

type El = NonNullable<NonNullable<ReturnType<typeof parseStrictXml>>['documentElement']>;

/** root/parent/child where each step is the one element of that name (no duplicates to pick). */
function onlyChild(root: El, parent: string, child: string): El | undefined {
  const parents = childElements(root, parent);
  const children = parents.length === 1 && parents[0] ? childElements(parents[0], child) : [];
  return children.length === 1 ? children[0] : undefined;
}

function childElements(parent: El, localName: string): El[] {
  return Array.from(parent.childNodes).filter(
    (n): n is El => n.nodeType === 1 && (n as El).localName === localName,
  );
}

/** Null when there is nothing to compare: no value given, or no hash in the file. */
function matches(
  hash: string | null,
  values: readonly string[],
  hashes: (value: string) => string[],
): boolean | null {
  const expected = (hash ?? '').trim().toLowerCase();
  if (values.length === 0 || expected === '') return null;
  return values.some((v) => hashes(v).includes(expected));
}

/** The 10-digit mobile UIDAI hashes; a +91, 91 or 0 prefix is dropped. */
function mobileCandidates(mobile: string | undefined): string[] {
  const digits = (mobile ?? '').replace(/[\s-]/g, '').replace(/^(\+?91|0)(?=\d{10}$)/, '');
  return /^\d{10}$/.test(digits) ? [digits] : [];
}
