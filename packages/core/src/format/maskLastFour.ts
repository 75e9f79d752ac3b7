// Kept apart from maskIdentifier (which reads field definitions and Aadhaar's rule) so that a
// page masking a mobile or an account number takes these few lines alone.

/** The last 4 characters, every other one an X (a value of 4 or fewer is all X). */
export function maskLastFour(text: string): string {
  const bare = text.replace(/\s/g, '');
  const kept = bare.length > 4 ? bare.slice(-4) : '';
  return 'X'.repeat(bare.length - kept.length) + kept;
}
