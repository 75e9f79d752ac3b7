// What of a PAN or a bank account may be kept (decision 022): the last four characters.

/** 'ABCPE1234F' → 'XXXXXX234F'; anything shorter than 8 characters is masked whole. */
export function maskPan(pan: string): string {
  return maskTail(pan.trim().toUpperCase(), 4);
}

/** '001234567890' → 'XXXXXXXX7890'. */
export function maskAccount(accountNo: string): string {
  return maskTail(accountNo.trim(), 4);
}

/** The last four digits of an account number ('' when it is shorter than 8). */
export function accountLast4(accountNo: string): string {
  const a = accountNo.trim();
  return a.length >= 8 ? a.slice(-4) : '';
}

/** The last `keep` characters, the rest as X; short values (under 2 × keep) all X. */
function maskTail(value: string, keep: number): string {
  if (value.length < 2 * keep) return 'X'.repeat(value.length);
  return 'X'.repeat(value.length - keep) + value.slice(-keep);
}
