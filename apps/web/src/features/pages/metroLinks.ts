/** The METRO membership terms page (METRO-01, GEN-05): links to it open in a new tab. */
export const METRO_TERMS_HREF = '/metro-stc/terms-and-conditions';
