import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);

// DejaVu Sans (free licence, in the dejavu-fonts-ttf package) has the rupee sign ₹, which the
// 14 standard PDF fonts lack; pdfkit embeds only the glyphs used (decision 024).
const FONT = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans.ttf');
const FONT_BOLD = require.resolve('dejavu-fonts-ttf/ttf/DejaVuSans-Bold.ttf');

export type Pdf = PDFKit.PDFDocument;

/** An A4 PDF drawn by `draw`, as bytes. Its dates are `now`'s, so a render is repeatable. */
export async function renderPdf(
  info: { title: string; now: Date },
  draw: (doc: Pdf) => void,
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    info: {
      Title: info.title,
      Author: 'Tara',
      CreationDate: info.now,
      ModDate: info.now,
    },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  doc.font('body').fontSize(10);
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  draw(doc);
  doc.end();
  return done;
}

/** A two-column table of label and value rows, with rules between rows; new pages as needed. */
export function keyValueTable(doc: Pdf, rows: readonly [string, string][], labelWidth = 200): void {
  const left = doc.page.margins.left;
  const width = doc.page.width - left - doc.page.margins.right;
  for (const [label, value] of rows) {
    const height =
      Math.max(
        doc.heightOfString(label, { width: labelWidth - 8 }),
        doc.heightOfString(value, { width: width - labelWidth - 8 }),
      ) + 8;
    if (doc.y + height > doc.page.height - doc.page.margins.bottom) doc.addPage();
    const top = doc.y;
    doc.rect(left, top, width, height).lineWidth(0.5).stroke('#999999');
    doc.font('bold').text(label, left + 4, top + 4, { width: labelWidth - 8 });
    doc.font('body').text(value, left + labelWidth + 4, top + 4, { width: width - labelWidth - 8 });
    doc.y = top + height;
  }
  doc.x = left;
}

/** A heading with a little space around it. */
export function heading(doc: Pdf, text: string, size = 13): void {
  doc.moveDown(0.6).font('bold').fontSize(size).text(text).font('body').fontSize(10).moveDown(0.3);
}
