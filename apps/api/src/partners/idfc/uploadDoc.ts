import { idfcClient } from './idfcClient.js';
import type { IdfcConfig, IdfcDocumentKind } from './types.js';

/** The bank's kind of a document, by our document type id (spec 02 §3.3). */
export function idfcDocumentKind(documentType: number): IdfcDocumentKind {
  if (documentType === 23) return 'picture'; // shop photograph
  if (documentType === 18) return 'selfie'; // customer photograph
  if (documentType === 39) return 'pnach'; // signed physical NACH form
  return 'otherKyc';
}

/**
 * POST /third-party/loans/idfc/upload-doc (spec 02 §7, BL-69): hands one stored document to
 * the bank. For the documents module, once a lead's upload is to reach IDFC; no step makes it.
 */
export async function uploadIdfcDocument(
  config: IdfcConfig,
  doc: { partnerLeadRef: string; documentType: number; mime: string; bytes: Uint8Array },
): Promise<{ documentRef: string }> {
  return idfcClient(config).uploadDoc({ ...doc, kind: idfcDocumentKind(doc.documentType) });
}
