import { createHash, generateKeyPairSync } from 'node:crypto';
import { DOMParser } from '@xmldom/xmldom';
import { configure, TextReader, Uint8ArrayWriter, ZipWriter } from '@zip.js/zip.js';
import forge from 'node-forge';
import { beforeAll, describe, expect, it } from 'vitest';
import { SignedXml } from 'xml-crypto';
import { type OfflineEkycSigner, offlineEkycXml } from './offlineEkycXml.js';
import { openOfflineZip } from './openOfflineZip.js';
import { readOfflineEkyc } from './readOfflineEkyc.js';
import { SANDBOX_UIDAI_CERTIFICATE_PEM } from './sandboxCertificate.js';
import {
  SANDBOX_RESIDENT,
  SANDBOX_SIGNER,
  sandboxOfflineEkyc,
  zipOfflineEkyc,
} from './sandboxOfflineEkyc.js';

const generatedAt = new Date('2026-11-20T10:00:00.123Z');
const now = new Date('2026-11-20T11:00:00Z');
const content = { ...SANDBOX_RESIDENT, aadhaarLast4: '5678', shareCode: '4821', generatedAt };
const trusted = { certificatePem: SANDBOX_UIDAI_CERTIFICATE_PEM, now };

let stranger: OfflineEkycSigner;
let sample: Uint8Array;
let sampleXml: string;

beforeAll(async () => {
  stranger = strangerSigner();
  sample = await sandboxOfflineEkyc(content);
  const opened = await openOfflineZip(sample, content.shareCode);
  if (!opened.ok) throw new Error('the sample does not open');
  sampleXml = opened.xml;
});

describe('readOfflineEkyc', () => {
  it('reads a sample back: the verified name, dob, gender, address and last 4', async () => {
    const result = await readOfflineEkyc(sample, '4821', {
      ...trusted,
      mobile: '9800000002',
      email: 'asha.verma@example.in',
    });
    expect(result).toEqual({
      ok: true,
      kyc: {
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
        aadhaarLast4: '5678',
        generatedAt: '2026-11-20T10:00:00.123Z',
        mobileMatches: true,
        emailMatches: true,
      },
    });
  });

  it('writes the file as UIDAI does: referenceId is the last 4 digits and an IST timestamp', () => {
    // 10:00:00.123 UTC is 15:30:00.123 in India.
    expect(sampleXml).toContain('<OfflinePaperlessKyc referenceId="567820261120153000123">');
    expect(sampleXml).toContain('<Poi dob="12-04-1990" e="');
    expect(sampleXml).toContain('<Reference URI="">');
    expect(sampleXml).toContain('xmldsig#rsa-sha1');
  });

  it('checks the mobile and e-mail hashes without refusing a mismatch unless asked', async () => {
    const read = (options: object) => readOfflineEkyc(sample, '4821', { ...trusted, ...options });
    expect(await read({ mobile: '+91 98000 00002' })).toMatchObject({
      kyc: { mobileMatches: true, emailMatches: null },
    });
    expect(await read({ mobile: '9800000003', email: 'other@example.in' })).toMatchObject({
      ok: true,
      kyc: { mobileMatches: false, emailMatches: false },
    });
    expect(await read({})).toMatchObject({ kyc: { mobileMatches: null, emailMatches: null } });
    expect(await read({ mobile: '9800000003', requireMobileMatch: true })).toEqual({
      ok: false,
      reason: 'mobile-mismatch',
      message: 'The mobile number does not match the one registered with your Aadhaar',
    });
    expect(await read({ mobile: '9800000002', requireMobileMatch: true })).toMatchObject({
      ok: true,
    });
  });

  it('takes an e-mail hash made as UIDAI’s FAQ says too (plain SHA-256)', async () => {
    const plain = createHash('sha256').update('asha.verma@example.in').digest('hex');
    const xml = offlineEkycXml({ ...content, email: undefined }, SANDBOX_SIGNER).replace(
      ' e=""',
      ` e="${plain}"`,
    );
    // Edited before signing is not possible here, so sign the edited text afresh.
    const resigned = resign(xml, SANDBOX_SIGNER);
    const zip = await zipOfflineEkyc(resigned, '4821', generatedAt);
    const result = await readOfflineEkyc(zip, '4821', {
      ...trusted,
      email: 'asha.verma@example.in',
    });
    expect(result).toMatchObject({ ok: true, kyc: { emailMatches: true } });
  });

  it('opens an AES-encrypted ZIP too (UIDAI uses ZipCrypto)', async () => {
    configure({ useWebWorkers: false });
    const writer = new ZipWriter(new Uint8ArrayWriter(), {
      password: '4821',
      encryptionStrength: 3,
    });
    await writer.add('offlineaadhaar.xml', new TextReader(sampleXml));
    const aes = await writer.close();
    expect(await readOfflineEkyc(aes, '4821', trusted)).toMatchObject({ ok: true });
    expect(await readOfflineEkyc(aes, '4822', trusted)).toMatchObject({
      reason: 'wrong-share-code',
    });
  });

  it('refuses a genuine signed file zipped without a password, whatever the share code (issue 20 item 14)', async () => {
    // UIDAI's files are always encrypted with the share code: an unencrypted one opens with
    // any code, so the share code proves nothing and the file is refused.
    const plain = await zipOfflineEkyc(sampleXml, null, generatedAt);
    for (const code of ['4821', '0000']) {
      expect(await readOfflineEkyc(plain, code, trusted)).toEqual({
        ok: false,
        reason: 'not-encrypted',
        message:
          'This file is not protected by a share code. Please upload the ZIP file exactly as you downloaded it from the UIDAI website',
      });
    }
  });

  it('refuses a wrong share code', async () => {
    for (const code of ['4822', '', '48211']) {
      expect(await readOfflineEkyc(sample, code, trusted)).toEqual({
        ok: false,
        reason: 'wrong-share-code',
        message: 'The share code does not open this file',
      });
    }
  });

  it('refuses an XML changed after signing (the name edited, re-zipped)', async () => {
    const edited = sampleXml.replace('name="Asha Verma"', 'name="Usha Verma"');
    expect(edited).not.toBe(sampleXml);
    const zip = await zipOfflineEkyc(edited, '4821', generatedAt);
    expect(await readOfflineEkyc(zip, '4821', trusted)).toEqual({
      ok: false,
      reason: 'tampered',
      message: 'This file has been changed after UIDAI signed it',
    });
  });

  it('refuses a file signed by another key, even one that ships its own certificate', async () => {
    const zip = await sandboxOfflineEkyc(content, stranger);
    expect(await readOfflineEkyc(zip, '4821', trusted)).toEqual({
      ok: false,
      reason: 'not-signed-by-uidai',
      message: 'This file is not signed by UIDAI',
    });
    // The same file passes once its certificate is configured (a rotation lists both).
    const both = [SANDBOX_UIDAI_CERTIFICATE_PEM, stranger.certificatePem];
    expect(await readOfflineEkyc(zip, '4821', { ...trusted, certificatePem: both })).toMatchObject({
      ok: true,
    });
  });

  it('refuses a file with no signature', async () => {
    const unsigned = sampleXml.replace(/<Signature[\s\S]*<\/Signature>/, '');
    const zip = await zipOfflineEkyc(unsigned, '4821', generatedAt);
    expect(await readOfflineEkyc(zip, '4821', trusted)).toMatchObject({
      reason: 'not-signed-by-uidai',
    });
  });

  describe('signature wrapping', () => {
    it('refuses a genuine signed file wrapped inside a forged one', async () => {
      const genuine = sampleXml.replace(/^<\?xml[^>]*\?>\s*/, '');
      const forged = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<OfflinePaperlessKyc referenceId="567820261120153000123">',
        '<UidData><Poi dob="01-01-1970" e="" gender="M" m="" name="Mallory"/>',
        '<Poa careof="" country="India" dist="X" house="" landmark="" loc="" pc="110001" po="" state="Delhi" street="" subdist="" vtc="X"/>',
        '<Pht/></UidData>',
        `<Wrapper>${genuine}</Wrapper>`,
        '</OfflinePaperlessKyc>',
      ].join('\n');
      const zip = await zipOfflineEkyc(forged, '4821', generatedAt);
      const result = await readOfflineEkyc(zip, '4821', trusted);
      expect(result.ok).toBe(false);
      expect(JSON.stringify(result)).not.toContain('Mallory');
    });

    it('refuses a valid signature of the trusted key that covers only part of the file', async () => {
      // The trusted key signed <Wrapper Id="signed"> only; the data the reader would read is
      // outside it. xml-crypto alone accepts this signature.
      const genuineUidData = /<UidData>[\s\S]*<\/UidData>/.exec(sampleXml)?.[0] ?? '';
      const xml = [
        '<OfflinePaperlessKyc referenceId="567820261120153000123">',
        '<UidData><Poi dob="01-01-1970" e="" gender="M" m="" name="Mallory"/>',
        '<Poa careof="" country="India" dist="X" house="" landmark="" loc="" pc="110001" po="" state="Delhi" street="" subdist="" vtc="X"/>',
        '<Pht/></UidData>',
        `<Wrapper Id="signed">${genuineUidData}</Wrapper>`,
        '</OfflinePaperlessKyc>',
      ].join('\n');
      const sig = new SignedXml({
        privateKey: SANDBOX_SIGNER.privateKeyPem,
        publicCert: SANDBOX_SIGNER.certificatePem,
        signatureAlgorithm: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
        canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
      });
      sig.addReference({
        xpath: "//*[@Id='signed']",
        transforms: ['http://www.w3.org/2001/10/xml-exc-c14n#'],
        digestAlgorithm: 'http://www.w3.org/2001/04/xmlenc#sha256',
      });
      sig.computeSignature(xml, { location: { reference: '/*', action: 'append' } });
      const signed = sig.getSignedXml();
      // The signature itself is sound: the library verifies it.
      const check = new SignedXml({ publicCert: SANDBOX_UIDAI_CERTIFICATE_PEM });
      check.loadSignature(check.findSignatures(parse(signed))[0] as never);
      expect(check.checkSignature(signed)).toBe(true);

      const zip = await zipOfflineEkyc(signed, '4821', generatedAt);
      expect(await readOfflineEkyc(zip, '4821', trusted)).toMatchObject({
        ok: false,
        reason: 'not-signed-by-uidai',
      });
    });

    it('refuses a second Signature beside the genuine one', async () => {
      const signature = /<Signature[\s\S]*<\/Signature>/.exec(sampleXml)?.[0] ?? '';
      const twice = sampleXml.replace(
        '</OfflinePaperlessKyc>',
        `${signature}</OfflinePaperlessKyc>`,
      );
      const zip = await zipOfflineEkyc(twice, '4821', generatedAt);
      expect(await readOfflineEkyc(zip, '4821', trusted)).toMatchObject({
        reason: 'not-signed-by-uidai',
      });
    });
  });

  it('refuses a file more than 3 days old, and one dated in the future', async () => {
    const day = 86_400_000;
    const at = (ms: number) => ({ ...trusted, now: new Date(generatedAt.getTime() + ms) });
    expect(await readOfflineEkyc(sample, '4821', at(3 * day - 60_000))).toMatchObject({
      ok: true,
    });
    expect(await readOfflineEkyc(sample, '4821', at(3 * day + 60_000))).toEqual({
      ok: false,
      reason: 'too-old',
      message:
        'This file is more than 3 days old. Please download a new one from the UIDAI website',
    });
    expect(await readOfflineEkyc(sample, '4821', { ...at(5 * day), maxAgeDays: 7 })).toMatchObject({
      ok: true,
    });
    expect(await readOfflineEkyc(sample, '4821', at(-60 * 60_000))).toMatchObject({
      reason: 'not-offline-ekyc',
    });
  });

  describe('hostile files', () => {
    it('refuses what is not a ZIP, and a ZIP with no XML', async () => {
      expect(await readOfflineEkyc(new TextEncoder().encode('%PDF-1.7'), '4821', trusted)).toEqual({
        ok: false,
        reason: 'not-a-zip',
        message: 'Please upload the ZIP file you downloaded from the UIDAI website',
      });
      const zip = await makeZip([['notes.txt', 'hello']], '4821');
      expect(await readOfflineEkyc(zip, '4821', trusted)).toMatchObject({ reason: 'no-xml' });
    });

    it('refuses an entry that inflates past the limit (a zip bomb), without inflating it all', async () => {
      const bomb = await makeZip([['offlineaadhaar.xml', ' '.repeat(8 * 1024 * 1024)]], '4821');
      expect(bomb.byteLength).toBeLessThan(100_000);
      expect(await readOfflineEkyc(bomb, '4821', trusted)).toEqual({
        ok: false,
        reason: 'too-large',
        message: 'This file is too large to be an Aadhaar offline e-KYC file',
      });
      // Its records made to lie about the size: inflating stops at the size claimed (zip.js),
      // and never goes past the limit whatever is claimed (the reader's own count).
      const lying = lieAboutSizes(bomb, 1000);
      expect(await readOfflineEkyc(lying, '4821', trusted)).toMatchObject({ ok: false });
    });

    it('refuses too many entries and too large an upload', async () => {
      const many = await makeZip(
        Array.from({ length: 20 }, (_, i): [string, string] => [`f${i}.xml`, '<a/>']),
        '4821',
      );
      expect(await readOfflineEkyc(many, '4821', trusted)).toMatchObject({ reason: 'too-large' });
      expect(await readOfflineEkyc(new Uint8Array(3 * 1024 * 1024), '4821', trusted)).toMatchObject(
        { reason: 'too-large' },
      );
    });

    it('refuses a DOCTYPE or entity declaration (no entity is ever expanded)', async () => {
      const xxe = sampleXml.replace(
        '<OfflinePaperlessKyc',
        '<!DOCTYPE OfflinePaperlessKyc [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<OfflinePaperlessKyc',
      );
      const zip = await zipOfflineEkyc(xxe, '4821', generatedAt);
      expect(await readOfflineEkyc(zip, '4821', trusted)).toEqual({
        ok: false,
        reason: 'not-offline-ekyc',
        message: 'This file is not an Aadhaar offline e-KYC file',
      });
    });
  });

  it('returns no whole Aadhaar number, XML, photo or hash', async () => {
    const result = await readOfflineEkyc(sample, '4821', { ...trusted, mobile: '9800000002' });
    const json = JSON.stringify(result);
    expect(result.ok).toBe(true);
    expect(json).not.toMatch(/\d{12}/);
    expect(json).not.toContain('567820261120153000123');
    expect(json).not.toMatch(/[0-9a-f]{64}/);
    expect(json).not.toContain('Pht');
    expect(json).not.toContain(/<Pht>([^<]*)/.exec(sampleXml)?.[1] ?? 'no photo?');
    expect(json).not.toContain('Signature');
  });
});

/** A self-signed certificate and key that are not the sandbox's. */
function strangerSigner(): OfflineEkycSigner {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const privateKeyPem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
  const key = forge.pki.privateKeyFromPem(privateKeyPem);
  const cert = forge.pki.createCertificate();
  cert.publicKey = forge.pki.setRsaPublicKey(key.n, key.e);
  cert.serialNumber = '02';
  cert.validity.notBefore = new Date('2025-01-01T00:00:00Z');
  cert.validity.notAfter = new Date('2035-01-01T00:00:00Z');
  // It even calls itself UIDAI.
  const name = [{ name: 'commonName', value: 'DS UNIQUE IDENTIFICATION AUTHORITY OF INDIA 05' }];
  cert.setSubject(name);
  cert.setIssuer(name);
  cert.sign(key, forge.md.sha256.create());
  return { privateKeyPem, certificatePem: forge.pki.certificateToPem(cert) };
}

/** Signs an unsigned copy of `xml` (its Signature removed) afresh. */
function resign(xml: string, signer: OfflineEkycSigner): string {
  const unsigned = xml.replace(/<Signature[\s\S]*<\/Signature>/, '');
  const sig = new SignedXml({
    privateKey: signer.privateKeyPem,
    publicCert: signer.certificatePem,
    signatureAlgorithm: 'http://www.w3.org/2000/09/xmldsig#rsa-sha1',
    canonicalizationAlgorithm: 'http://www.w3.org/TR/2001/REC-xml-c14n-20010315',
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

function parse(xml: string) {
  return new DOMParser().parseFromString(xml, 'text/xml');
}

async function makeZip(files: [string, string][], password: string): Promise<Uint8Array> {
  configure({ useWebWorkers: false });
  const writer = new ZipWriter(new Uint8ArrayWriter(), { password, zipCrypto: true });
  for (const [name, text] of files) await writer.add(name, new TextReader(text));
  return writer.close();
}

/** Rewrites every uncompressed size the ZIP records (local, descriptor, central) to `size`. */
function lieAboutSizes(zip: Uint8Array, size: number): Uint8Array {
  const copy = new Uint8Array(zip);
  const view = new DataView(copy.buffer);
  for (let i = 0; i + 4 <= copy.length; i++) {
    const signature = view.getUint32(i, true);
    if (signature === 0x04034b50) view.setUint32(i + 22, size, true);
    else if (signature === 0x08074b50) view.setUint32(i + 12, size, true);
    else if (signature === 0x02014b50) view.setUint32(i + 24, size, true);
  }
  return copy;
}
