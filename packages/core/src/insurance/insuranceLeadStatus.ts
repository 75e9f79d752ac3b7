// The insurance lead status codes (spec 03 §3 "Enumerations", INS-COM-27, INS-GH-09): sent as
// `lead_admin_status` of POST /lead/{id}/update-status. Group health marks 263 on a paid
// policy; which step sends which of the others is OPEN (INS-GH-12).

export const INSURANCE_LEAD_STATUS = {
  leadCreated: 256,
  dobShared: 257,
  quoteGenerated: 258,
  personalDetailsCompleted: 259,
  communicationDetailsCompleted: 260,
  declaredMedicalConditions: 261,
  declaredGoodHealth: 262,
  paymentCompleted: 263,
} as const;

export type InsuranceLeadStatusName = keyof typeof INSURANCE_LEAD_STATUS;
export type InsuranceLeadStatus = (typeof INSURANCE_LEAD_STATUS)[InsuranceLeadStatusName];

/** The spec's words for each code. */
export const INSURANCE_LEAD_STATUS_LABELS: Readonly<Record<InsuranceLeadStatus, string>> = {
  256: 'lead created',
  257: 'DOB shared',
  258: 'quote generated',
  259: 'personal details completed',
  260: 'communication details completed',
  261: 'declared medical conditions',
  262: 'declared good health',
  263: 'payment completed',
};

/** The name of a code, or null for a code that is not an insurance lead status. */
export function insuranceLeadStatusName(code: number): InsuranceLeadStatusName | null {
  const entry = Object.entries(INSURANCE_LEAD_STATUS).find(([, c]) => c === code);
  return entry ? (entry[0] as InsuranceLeadStatusName) : null;
}

/** A step's `adminStatuses` from the codes' names, in order (decisions 055, 059). */
export const leadStatuses = (...names: InsuranceLeadStatusName[]): string[] =>
  names.map((name) => String(INSURANCE_LEAD_STATUS[name]));
