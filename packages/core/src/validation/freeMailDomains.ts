// Common free-mail domains (VAL-39; the spec leaves the list open). An office e-mail may not
// use one; a personal e-mail must. Lower case; sub-domains are not matched.
export const freeMailDomains: readonly string[] = [
  'aol.com',
  'gmail.com',
  'gmx.com',
  'googlemail.com',
  'hotmail.co.in',
  'hotmail.com',
  'icloud.com',
  'live.com',
  'live.in',
  'mac.com',
  'mail.com',
  'me.com',
  'msn.com',
  'outlook.com',
  'outlook.in',
  'proton.me',
  'protonmail.com',
  'rediff.com',
  'rediffmail.com',
  'rocketmail.com',
  'yahoo.co.in',
  'yahoo.com',
  'yahoo.in',
  'yandex.com',
  'ymail.com',
  'zoho.com',
  'zohomail.in',
];

const lookup = new Set(freeMailDomains);

export function isFreeMailDomain(domain: string): boolean {
  return lookup.has(domain.trim().toLowerCase());
}
