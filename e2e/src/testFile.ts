/** A file as Playwright's `setInputFiles` takes it. */
export interface TestFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

export type TestFileKind = 'pdf' | 'jpeg' | 'png' | 'text';

/**
 * A small file whose first bytes make it what its name says (the server reads the type from
 * the content, decision 023): a one-page PDF, a 1×1 JPEG or PNG, or plain text.
 */
export function testFile(kind: TestFileKind, name?: string): TestFile {
  switch (kind) {
    case 'pdf':
      return { name: name ?? 'statement.pdf', mimeType: 'application/pdf', buffer: pdf() };
    case 'jpeg':
      return {
        name: name ?? 'photo.jpg',
        mimeType: 'image/jpeg',
        buffer: Buffer.from(JPEG, 'base64'),
      };
    case 'png':
      return {
        name: name ?? 'photo.png',
        mimeType: 'image/png',
        buffer: Buffer.from(PNG, 'base64'),
      };
    case 'text':
      return {
        name: name ?? 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('These are not the bank statements you are looking for.\n'),
      };
  }
}

/** A minimal valid one-page PDF with a correct cross-reference table. */
function pdf(): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 200] >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const off of offsets) body += `${String(off).padStart(10, '0')} 00000 n \n`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

// A 1×1 white JPEG and a 1×1 PNG.
const JPEG =
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAP//////////////////////////////////////////////////////////////////////////////////////wgALCAABAAEBAREA/8QAFBABAAAAAAAAAAAAAAAAAAAAAP/aAAgBAQABPxA=';
const PNG =
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8/5+hHgAHggJ/PchI7wAAAABJRU5ErkJggg==';
