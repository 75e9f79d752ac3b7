// The type of an upload, read from its first bytes (magic numbers), never from its name or
// the Content-Type the client declared. Only the types journeys accept are known (decision 023).

export type KnownMime = 'application/pdf' | 'image/jpeg' | 'image/png' | 'application/zip';

const SIGNATURES: { mime: KnownMime; bytes: number[] }[] = [
  { mime: 'application/pdf', bytes: [0x25, 0x50, 0x44, 0x46, 0x2d] }, // %PDF-
  { mime: 'image/png', bytes: [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a] },
  { mime: 'image/jpeg', bytes: [0xff, 0xd8, 0xff] },
  { mime: 'application/zip', bytes: [0x50, 0x4b, 0x03, 0x04] }, // PK♥♦ (Aadhaar offline e-KYC)
];

/** The MIME type the content shows, or null when it is none of the known ones. */
export function contentType(bytes: Uint8Array): KnownMime | null {
  for (const { mime, bytes: magic } of SIGNATURES) {
    if (magic.every((b, i) => bytes[i] === b)) return mime;
  }
  return null;
}
