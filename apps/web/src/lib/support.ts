// PLACEHOLDERS: the support mailbox and hours are not decided yet. They live in this one file
// (the profile's support page, the FAQs and the privacy policy read them from here).

/** PLACEHOLDER: replace with the real support mailbox before launch. */
export const SUPPORT_EMAIL = 'support@tara.example';

/** PLACEHOLDER: the hours the support team answers, in India Standard Time. */
export const SUPPORT_HOURS = 'Monday to Saturday, 10:00 to 18:00 IST, except public holidays';
