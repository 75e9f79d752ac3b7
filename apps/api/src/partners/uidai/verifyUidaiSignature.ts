import { createVerify } from 'node:crypto';
import { DOMParser, type Element } from '@xmldom/xmldom';
import { SignedXml } from 'xml-crypto';

const DSIG = 'http://www.w3.org/2000/09/xmldsig#';
const ENVELOPED = 'http://www.w3.org/2000/09/xmldsig#enveloped-signature';
const CANONICALIZATIONS = new Set([
  'http://www.w3.org/TR/2001/REC-xml-c14n-20010315', // UIDAI's
  'http://www.w3.org/2001/10/xml-exc-c14n#',
]);
/** UIDAI signs with RSA-SHA1 over SignedInfo (its files to date); RSA-SHA256 is accepted too. */
const SIGNATURE_METHODS: Record<string, string> = {
  'http://www.w3.org/2000/09/xmldsig#rsa-sha1': 'RSA-SHA1',
  'http://www.w3.org/2001/04/xmldsig-more#rsa-sha256': 'RSA-SHA256',
};
/** The document digest: SHA-256 in UIDAI's files; SHA-1 digests are refused. */
const DIGEST_METHODS = new Set([
  'http://www.w3.org/2001/04/xmlenc#sha256',
  'http://www.w3.org/2001/04/xmlenc#sha512',
]);

export type SignatureFailure = 'not-offline-ekyc' | 'not-signed-by-uidai' | 'tampered';

/**
 * Checks the enveloped XML-DSig signature of an offline e-KYC XML against the trusted
 * certificates (never the certificate the file carries in KeyInfo) and returns the signed
 * document as xml-crypto canonicalised it: the caller reads the data from that text, so nothing
 * outside the signature can be read (signature wrapping).
 *
 * The signature must be the root's only Signature, a direct child of the root, with one
 * Reference to URI "" (the whole document) whose only transforms are enveloped-signature and a
 * canonicalisation.
 */
export function verifyUidaiSignature(
  xml: string,
  certificatesPem: readonly string[],
): { ok: true; signedXml: string } | { ok: false; reason: SignatureFailure } {
  const doc = parseStrictXml(xml);
  const root = doc?.documentElement;
  if (!doc || !root || root.localName !== 'OfflinePaperlessKyc' || root.namespaceURI) {
    return { ok: false, reason: 'not-offline-ekyc' };
  }
  const signatures = elementsNamed(root, 'Signature');
  if (signatures.length === 0) return { ok: false, reason: 'not-signed-by-uidai' };
  const signature = signatures[0];
  if (
    !signature ||
    signatures.length > 1 ||
    signature.namespaceURI !== DSIG ||
    signature.parentNode !== root ||
    !coversWholeDocument(signature, root)
  ) {
    return { ok: false, reason: 'not-signed-by-uidai' };
  }

  let tampered = false;
  for (const certificatePem of certificatesPem) {
    const verifier = new SignedXml({ publicCert: certificatePem, getCertFromKeyInfo: () => null });
    try {
      verifier.loadSignature(signature);
      if (verifier.checkSignature(xml)) {
        const signed = verifier.getSignedReferences();
        if (signed.length !== 1 || signed[0] === undefined) break;
        return { ok: true, signedXml: signed[0] };
      }
      // The digest does not match. Changed content, or a signature that is not this signer's?
      if (signedInfoVerifies(verifier, doc, signature, certificatePem)) tampered = true;
    } catch {
      // xml-crypto throws on a SignatureValue this certificate did not make; try the next one.
    }
  }
  return { ok: false, reason: tampered ? 'tampered' : 'not-signed-by-uidai' };
}

/**
 * Parses XML refusing what an offline e-KYC file never has: a DOCTYPE (so no entity can be
 * declared or fetched), and any error or warning of the parser.
 */
export function parseStrictXml(xml: string) {
  if (/<!DOCTYPE|<!ENTITY/i.test(xml)) return null;
  try {
    const doc = new DOMParser({
      onError: (level, message) => {
        throw new Error(`${level}: ${message}`);
      },
    }).parseFromString(xml, 'text/xml');
    return doc.documentElement ? doc : null;
  } catch {
    return null;
  }
}

function coversWholeDocument(signature: Element, root: Element): boolean {
  const signedInfos = elementsNamed(root, 'SignedInfo');
  const signedInfo = signedInfos[0];
  if (signedInfos.length !== 1 || !signedInfo || signedInfo.parentNode !== signature) return false;
  const c14n = elementsNamed(signedInfo, 'CanonicalizationMethod');
  const method = elementsNamed(signedInfo, 'SignatureMethod');
  const references = elementsNamed(signedInfo, 'Reference');
  const reference = references[0];
  if (c14n.length !== 1 || method.length !== 1 || references.length !== 1 || !reference) {
    return false;
  }
  if (!CANONICALIZATIONS.has(c14n[0]?.getAttribute('Algorithm') ?? '')) return false;
  if (!Object.hasOwn(SIGNATURE_METHODS, method[0]?.getAttribute('Algorithm') ?? '')) return false;
  // URI "" is the document itself; "#id" or a missing URI would sign a part of it.
  if (!reference.hasAttribute('URI') || reference.getAttribute('URI') !== '') return false;
  const transforms = elementsNamed(reference, 'Transform').map((t) => t.getAttribute('Algorithm'));
  if (transforms[0] !== ENVELOPED || transforms.length > 2) return false;
  if (transforms.length === 2 && !CANONICALIZATIONS.has(transforms[1] ?? '')) return false;
  const digest = elementsNamed(reference, 'DigestMethod');
  return digest.length === 1 && DIGEST_METHODS.has(digest[0]?.getAttribute('Algorithm') ?? '');
}

/** Whether the SignatureValue is this certificate's signature of SignedInfo (digests aside). */
function signedInfoVerifies(
  verifier: SignedXml,
  doc: NonNullable<ReturnType<typeof parseStrictXml>>,
  signature: Element,
  certificatePem: string,
): boolean {
  // xml-crypto checks the digests before the SignatureValue and keeps its SignedInfo
  // canonicaliser private; it is the same code that made the check, so it is borrowed here.
  const canonical = (
    verifier as unknown as { getCanonSignedInfoXml(d: typeof doc): string }
  ).getCanonSignedInfoXml(doc);
  const method = elementsNamed(signature, 'SignatureMethod')[0]?.getAttribute('Algorithm') ?? '';
  const value = elementsNamed(signature, 'SignatureValue')[0]?.textContent ?? '';
  const algorithm = SIGNATURE_METHODS[method];
  if (!algorithm) return false;
  return createVerify(algorithm)
    .update(canonical)
    .verify(certificatePem, value.replace(/\s+/g, ''), 'base64');
}

/** Descendant elements with this local name, in any namespace (a prefix cannot hide one). */
function elementsNamed(parent: Element, localName: string): Element[] {
  return Array.from(parent.getElementsByTagNameNS('*', localName));
}
