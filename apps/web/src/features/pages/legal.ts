// PLACEHOLDERS. The company's legal details are not decided yet: every value below is shown in
// the pages inside square brackets (styled as a placeholder) and must be replaced before launch.
// They live in this one file so nobody has to hunt through the page copy for them.

/** PLACEHOLDER: the legal name of the company that runs Tara Marketplace. */
export const COMPANY_LEGAL_NAME = '[Company legal name, to be published]';

/** PLACEHOLDER: the Grievance Officer the terms and the privacy policy name. */
export const GRIEVANCE_OFFICER = {
  name: '[Grievance Officer name, to be published]',
  email: '[grievance e-mail address, to be published]',
  address: '[Registered office address, to be published]',
} as const;

/** PLACEHOLDER: the city whose courts hear disputes under the terms. */
export const JURISDICTION_CITY = '[city, to be confirmed]';

/** The date the terms and the privacy policy were last changed (YYYY-MM-DD, shown DD/MM/YYYY). */
export const LEGAL_UPDATED = '2026-11-21';

/** True for a value that is still a placeholder (shown styled as one). */
export function isPlaceholder(value: string): boolean {
  return value.startsWith('[') && value.endsWith(']');
}
