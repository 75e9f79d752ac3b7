import { configure, TextReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';
import {
  istStamp,
  type OfflineEkycContent,
  type OfflineEkycSigner,
  offlineEkycXml,
} from './offlineEkycXml.js';
import {
  SANDBOX_UIDAI_CERTIFICATE_PEM,
  SANDBOX_UIDAI_PRIVATE_KEY_PEM,
} from './sandboxCertificate.js';

/** The share code of the sample files (`npm run sandbox:okyc-zip`); any 4 characters work. */
export const SANDBOX_SHARE_CODE = '1234';

/** The sample resident: a made-up person (name, address and digits are invented). */
export const SANDBOX_RESIDENT: Omit<OfflineEkycContent, 'generatedAt'> = {
  name: 'Asha Verma',
  dob: '1990-04-12',
  gender: 'F',
  address: {
    careOf: 'D/O: Ramesh Verma',
    house: '12',
    street: 'Sandbox Marg',
    landmark: 'Near Test Park',
    locality: 'Sector 5',
    vtc: 'Gurugram',
    postOffice: 'Gurugram',
    subDistrict: 'Gurugram',
    district: 'Gurugram',
    state: 'Haryana',
    country: 'India',
    pincode: '122001',
  },
  aadhaarLast4: '0004',
  mobile: '9800000002',
  email: 'asha.verma@example.in',
  shareCode: SANDBOX_SHARE_CODE,
};

export const SANDBOX_SIGNER: OfflineEkycSigner = {
  privateKeyPem: SANDBOX_UIDAI_PRIVATE_KEY_PEM,
  certificatePem: SANDBOX_UIDAI_CERTIFICATE_PEM,
};

/**
 * A resident's offline e-KYC ZIP as UIDAI's site gives it (decision 025): one
 * `offlineaadhaar<timestamp>.xml`, deflated, ZipCrypto-encrypted with the share code, signed by
 * the sandbox signer (or the one given: tests sign with a stranger's key).
 */
export async function sandboxOfflineEkyc(
  content: OfflineEkycContent,
  signer: OfflineEkycSigner = SANDBOX_SIGNER,
): Promise<Uint8Array> {
  return zipOfflineEkyc(offlineEkycXml(content, signer), content.shareCode, content.generatedAt);
}

/**
 * Zips an offline e-KYC XML the way UIDAI does (also used by tests to re-zip edited XML). A
 * null share code zips it without a password, as UIDAI never does (the reader refuses it).
 */
export async function zipOfflineEkyc(
  xml: string,
  shareCode: string | null,
  generatedAt: Date,
): Promise<Uint8Array> {
  configure({ useWebWorkers: false });
  const writer = new ZipWriter(
    new Uint8ArrayWriter(),
    shareCode === null ? { level: 6 } : { password: shareCode, zipCrypto: true, level: 6 },
  );
  await writer.add(`offlineaadhaar${istStamp(generatedAt)}.xml`, new TextReader(xml), {
    lastModDate: generatedAt,
  });
  return writer.close();
}
