/**
 * A store unique id shown dashed as 2, 6, rest: '1234567801' → '12-345678-01'. Non-word
 * characters are removed first; a shorter id shows the groups it has.
 */
export function formatDashedStoreId(storeId: string | number): string {
  const id = String(storeId).replace(/\W/g, '');
  return [id.slice(0, 2), id.slice(2, 8), id.slice(8)].filter((part) => part !== '').join('-');
}
