// The words of a placeholder (issue 22 §2, decision 079): no page, document or error may show
// them. A crawl of the pages and of every rendered document checks its text with
// `placeholdersIn`.

/** What a placeholder says, compared without case. */
export const PLACEHOLDER_PHRASES: readonly string[] = [
  'tara.example',
  'to be published',
  'to be confirmed',
  '[PLACEHOLDER',
  '[Company legal name',
  '[Grievance Officer',
];

/** The placeholder phrases `text` contains (none: an empty list). */
export function placeholdersIn(text: string): string[] {
  const lower = text.toLowerCase();
  return PLACEHOLDER_PHRASES.filter((phrase) => lower.includes(phrase.toLowerCase()));
}
