// The cookies' names: the API document and the identity code (modules/auth) both name them.

/** The session of a logged-in user (HttpOnly, rotated on login; decision 007). */
export const SESSION_COOKIE = 'tara_sid';

/** The anonymous visitor (HttpOnly), set by the first call that saves something. */
export const VISITOR_COOKIE = 'tara_vid';
