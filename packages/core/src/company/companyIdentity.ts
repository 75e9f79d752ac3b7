import { z } from 'zod';

// Who runs the marketplace (issue 22 §2, decision 079): the company's legal name, CIN,
// registered office, support contact and grievance officer. The API reads them from its
// configuration (required in production) and answers them at GET /api/site/company; the pages
// and the documents print them from there, never from a constant in the code.

/** A Corporate Identity Number: 21 characters, e.g. `U72900KA2020PTC123456`. */
export const CIN_PATTERN = /^[LU]\d{5}[A-Z]{2}\d{4}[A-Z]{3}\d{6}$/;

/** An Indian phone number as people write it: digits with spaces or hyphens, +91 allowed. */
export const PHONE_PATTERN = /^\+?[0-9][0-9 -]{7,18}[0-9]$/;

const text = (max: number) => z.string().trim().min(1).max(max);

export const CompanyIdentity = z.object({
  /** The registered legal name (Ministry of Corporate Affairs), e.g. `Tara Fintech Private Limited`. */
  legalName: text(200),
  cin: z.string().trim().regex(CIN_PATTERN, 'a CIN is 21 characters, e.g. U72900KA2020PTC123456'),
  registeredOffice: text(400),
  supportEmail: z.email(),
  supportPhone: z.string().trim().regex(PHONE_PATTERN, 'a phone number, e.g. +91 80 4000 0000'),
  /** When support answers, in words: `Monday to Saturday, 10:00 to 18:00 IST`. */
  supportHours: text(200),
  grievanceOfficer: z.object({
    name: text(200),
    email: z.email(),
    phone: z.string().trim().regex(PHONE_PATTERN, 'a phone number, e.g. +91 80 4000 0000'),
    address: text(400),
  }),
  /** The city whose courts hear disputes under the terms of use. */
  jurisdictionCity: text(100),
  /** True for the sample identity of a sandbox: every page and document says so. */
  sandbox: z.boolean(),
});

export type CompanyIdentity = z.infer<typeof CompanyIdentity>;

/** The support hours unless configured otherwise (SUPPORT_HOURS). */
export const DEFAULT_SUPPORT_HOURS =
  'Monday to Saturday, 10:00 to 18:00 IST, except public holidays';

const SAMPLE_OFFICE = 'Sample address (sandbox), not a real office';

/**
 * The identity outside production when none is configured: every value says it is a sample,
 * the e-mail addresses are at a reserved domain that delivers nowhere (`.invalid`, RFC 2606),
 * the numbers are zeros.
 */
export const SANDBOX_COMPANY_IDENTITY: CompanyIdentity = {
  legalName: 'Sample company (sandbox), not a real company',
  cin: 'U00000KA0000PTC000000',
  registeredOffice: SAMPLE_OFFICE,
  supportEmail: 'support@sandbox.invalid',
  supportPhone: '+91 00000 00000',
  supportHours: DEFAULT_SUPPORT_HOURS,
  grievanceOfficer: {
    name: 'Sample Grievance Officer (sandbox)',
    email: 'grievance@sandbox.invalid',
    phone: '+91 00000 00000',
    address: SAMPLE_OFFICE,
  },
  jurisdictionCity: 'Sample city (sandbox)',
  sandbox: true,
};
