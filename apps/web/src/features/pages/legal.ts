// The legal pages' own facts. Who runs the marketplace (legal name, CIN, registered office,
// grievance officer, jurisdiction) is not here: it is configured on the API and read with
// `useCompany` (decision 079).

/** The date the terms and the privacy policy were last changed (YYYY-MM-DD, shown DD/MM/YYYY). */
export const LEGAL_UPDATED = '2026-11-21';
