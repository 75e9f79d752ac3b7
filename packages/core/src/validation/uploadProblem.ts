import type { FileSpec } from '../journeyModel/types.js';

/** What the browser knows of a picked file, and what the server found in its bytes. */
export interface UploadFacts {
  size: number;
  /** The type: the browser's guess before upload, the content's (magic bytes) on the server. */
  mime: string | null;
}

const TYPE_NAMES: Record<string, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPG',
  'image/png': 'PNG',
  'application/zip': 'ZIP',
};

/**
 * Why a file may not be uploaded to a `file` field, or null when it may. The browser checks
 * before sending, the server again on the bytes it received; the messages are the same.
 */
export function uploadProblem(file: UploadFacts, spec: FileSpec): string | null {
  if (file.size === 0) return 'This file is empty. Please choose another file';
  if (!file.mime || !spec.accept.includes(file.mime)) return `Please upload ${acceptedTypes(spec)}`;
  if (file.size > spec.maxBytes) {
    return `This file is too large. Please upload a file of up to ${sizeText(spec.maxBytes)}`;
  }
  return null;
}

/** "a PDF file", "a JPG or PNG file": the accepted types in words. */
export function acceptedTypes(spec: FileSpec): string {
  const names = [...new Set(spec.accept.map((m) => TYPE_NAMES[m] ?? m))];
  const list =
    names.length <= 1
      ? (names[0] ?? 'a')
      : `${names.slice(0, -1).join(', ')} or ${names[names.length - 1]}`;
  return `a ${list} file`;
}

/** 5 MB, 500 KB: sizes as people read them (1 MB = 1024 KB). */
export function sizeText(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  if (mb >= 1) return `${Number.isInteger(mb) ? mb : mb.toFixed(1)} MB`;
  return `${Math.round(bytes / 1024)} KB`;
}
