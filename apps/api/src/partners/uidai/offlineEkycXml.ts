import { X509Certificate } from 'node:crypto';
import { IST_OFFSET_MS } from '@tara/core';
import { SignedXml } from 'xml-crypto';
import { contactHash } from './contactHash.js';
import type { OfflineEkyc } from './readOfflineEkyc.js';

/** What a sandbox offline e-KYC file says (decision 025). */
export interface OfflineEkycContent {
  name: string;
  /** YYYY-MM-DD; written DD-MM-YYYY as UIDAI does. */
  dob: string;
  gender: 'M' | 'F' | 'T';
  address: OfflineEkyc['address'];
  /** The only digits of the Aadhaar number a file carries (at the head of `referenceId`). */
  aadhaarLast4: string;
  mobile?: string;
  email?: string;
  shareCode: string;
  generatedAt: Date;
}

export interface OfflineEkycSigner {
  privateKeyPem: string;
  certificatePem: string;
}

/**
 * The XML of an offline e-KYC file laid out as UIDAI's (decision 025): `OfflinePaperlessKyc`
 * with `referenceId` (last 4 digits + IST timestamp), `UidData` with `Poi`, `Poa` and `Pht`
 * (attributes in UIDAI's alphabetical order), and an enveloped signature over the whole
 * document: inclusive C14N, RSA-SHA1 over SignedInfo, SHA-256 digest, X509 subject and
 * certificate in KeyInfo.
 */
export function offlineEkycXml(content: OfflineEkycContent, signer: OfflineEkycSigner): string {
  const lastDigit = Number(content.aadhaarLast4.slice(-1));
  if (!/^\d{4}$/.test(content.aadhaarLast4)) throw new RangeError('aadhaarLast4 is 4 digits');
  const [year, month, day] = content.dob.split('-');
  const a = content.address;
  const unsigned = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<OfflinePaperlessKyc referenceId="${content.aadhaarLast4}${istStamp(content.generatedAt)}">`,
    '<UidData>',
    `<Poi dob="${day}-${month}-${year}" e="${content.email ? contactHash(content.email, content.shareCode, lastDigit) : ''}" gender="${content.gender}" m="${content.mobile ? contactHash(content.mobile, content.shareCode, lastDigit) : ''}" name="${attr(content.name)}"/>`,
    `<Poa careof="${attr(a.careOf)}" country="${attr(a.country)}" dist="${attr(a.district)}" house="${attr(a.house)}" landmark="${attr(a.landmark)}" loc="${attr(a.locality)}" pc="${attr(a.pincode)}" po="${attr(a.postOffice)}" state="${attr(a.state)}" street="${attr(a.street)}" subdist="${attr(a.subDistrict)}" vtc="${attr(a.vtc)}"/>`,
    `<Pht>${SANDBOX_PHOTO}</Pht>`,
    '</UidData>',
    '</OfflinePaperlessKyc>',
  ].join('\n');
  const subject = new X509Certificate(signer.certificatePem).subject.split('\n').join(',');
  const sig = new SignedXml({
    privateKey: signer.privateKeyPem,
    publicCert: signer.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
    getKeyInfoContent: () =>
      `<X509Data><X509SubjectName>${attr(subject)}</X509SubjectName><X509Certificate>${pemBody(signer.certificatePem)}</X509Certificate></X509Data>`,
  });
  sig.addReference({
    xpath: '/*',
    isEmptyUri: true,
    transforms: ['http://www.w3.org/2000/09/xmldsig#enveloped-signature'],
    digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
  });
  sig.computeSignature(unsigned, { location: { reference: '/*', action: 'append' } });
  return sig.getSignedXml();
}

/** YYYYMMDDHHmmssSSS in India Standard Time, as `referenceId` carries it. */
export function istStamp(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  return ist.toISOString().replace(/\D/g, '').slice(0, 17);
}

// The sandbox's photo: a marker, not an image (nobody reads `Pht`; decision 025).
const SANDBOX_PHOTO = Buffer.from('SANDBOX PHOTO - NOT A REAL PERSON').toString('base64');

function attr(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

function pemBody(pem: string): string {
  return pem.replace(/-----[A-Z ]+-----/g, '').replace(/\s+/g, '');
}
