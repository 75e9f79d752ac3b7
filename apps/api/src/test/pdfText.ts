import { extractText, getDocumentProxy } from 'unpdf';

/** A PDF's text, its pages merged and its whitespace runs made single spaces (for tests). */
export async function pdfText(bytes: Uint8Array): Promise<string> {
  const pdf = await getDocumentProxy(new Uint8Array(bytes));
  const { text } = await extractText(pdf, { mergePages: true });
  return text.replace(/\s+/g, ' ');
}
