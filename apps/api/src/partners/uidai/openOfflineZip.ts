import { configure, Uint8ArrayReader, ZipReader } from '@zip.js/zip.js';

// UIDAI's file is one XML of a few tens of kilobytes (the photo is the bulk) in a ZIP whose
// password is the share code (ZipCrypto in UIDAI's files; AES opens too). These limits are far
// above a real file and far below what would hurt the server.
export const OFFLINE_ZIP_LIMITS = {
  /** The uploaded ZIP. */
  zipBytes: 2 * 1024 * 1024,
  /** Entries in its directory (UIDAI's has one). */
  entries: 8,
  /** The XML once inflated, counted as it is inflated (a directory's sizes can lie). */
  xmlBytes: 2 * 1024 * 1024,
} as const;

export type OpenZipFailure =
  | 'too-large'
  | 'not-a-zip'
  | 'no-xml'
  | 'not-encrypted'
  | 'wrong-share-code';

/**
 * Opens the resident's ZIP with the share code and returns the XML inside, as text.
 * Reads nothing but the one `.xml` entry and never more than the limits above.
 */
export async function openOfflineZip(
  zipBytes: Uint8Array,
  shareCode: string,
): Promise<{ ok: true; xml: string } | { ok: false; reason: OpenZipFailure }> {
  if (zipBytes.byteLength > OFFLINE_ZIP_LIMITS.zipBytes) return { ok: false, reason: 'too-large' };
  // Workers would load a script of their own; the file is small enough to inflate in line.
  configure({ useWebWorkers: false });
  const reader = new ZipReader(new Uint8ArrayReader(zipBytes));
  try {
    let entries: Awaited<ReturnType<typeof reader.getEntries>>;
    try {
      entries = await reader.getEntries();
    } catch {
      return { ok: false, reason: 'not-a-zip' };
    }
    if (entries.length === 0) return { ok: false, reason: 'no-xml' };
    if (entries.length > OFFLINE_ZIP_LIMITS.entries) return { ok: false, reason: 'too-large' };
    const xmlEntries = entries.filter((e) => !e.directory && /\.xml$/i.test(e.filename));
    const entry = xmlEntries[0];
    if (!entry || xmlEntries.length > 1 || entry.directory) return { ok: false, reason: 'no-xml' };
    if (entry.uncompressedSize > OFFLINE_ZIP_LIMITS.xmlBytes) {
      return { ok: false, reason: 'too-large' };
    }
    // UIDAI always encrypts the file with the share code: one without a password opens with
    // any code, so the code would prove nothing (issue 20 item 14; decision 062).
    if (!entry.encrypted) return { ok: false, reason: 'not-encrypted' };
    const sink = boundedSink(OFFLINE_ZIP_LIMITS.xmlBytes);
    try {
      await entry.getData(sink, { password: shareCode, checkSignature: true });
    } catch {
      if (sink.overflowed()) return { ok: false, reason: 'too-large' };
      // A wrong password fails the header check, or (1 time in 256 with ZipCrypto) passes it
      // and then fails to inflate or to match the CRC: the share code is the cause either way.
      return { ok: false, reason: 'wrong-share-code' };
    }
    const text = decodeUtf8(sink.bytes());
    return text === null ? { ok: false, reason: 'no-xml' } : { ok: true, xml: text };
  } finally {
    await reader.close().catch(() => undefined);
  }
}

/** A WritableStream that keeps at most `limit` bytes and errors past it (a zip bomb stops there). */
function boundedSink(limit: number) {
  const chunks: Uint8Array[] = [];
  let size = 0;
  let overflow = false;
  const writable = new WritableStream<Uint8Array>({
    write(chunk) {
      size += chunk.byteLength;
      if (size > limit) {
        overflow = true;
        throw new Error('The entry inflates past the limit');
      }
      chunks.push(chunk);
    },
  });
  return {
    writable,
    overflowed: () => overflow,
    bytes: () => Buffer.concat(chunks),
  };
}

function decodeUtf8(bytes: Uint8Array): string | null {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
}
