/**
 * A warranty's certificate number (decision 044): 'EW-', the year it starts, and the first ten
 * hex digits of its id, upper case (unique in the table; the id is random).
 */
export function certificateNumber(warrantyId: string, activatedAt: Date): string {
  const hex = warrantyId.replace(/-/g, '').slice(0, 10).toUpperCase();
  return `EW-${activatedAt.getUTCFullYear()}-${hex}`;
}
