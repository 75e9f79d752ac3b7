import { z } from 'zod';
import { address } from '../validation/address.js';
import { mobile as mobileRule } from '../validation/mobile.js';
import { PINCODE_FORMAT } from '../validation/pincode.js';

// The booking payload of spec 02 §3.4 (POST /pl/lead/add, and POST /lead for the home loan):
// the one zod schema the book-appointment form, the API route and the OpenAPI document use
// (decision 057). Only `@tara/core/booking` exports it: zod stays out of the journey chunks.

/** Spec 02 §3.4: the booking's product id is fixed "2" (personal loan); the home loan's "1". */
export const BOOKING_PRODUCT_IDS = ['1', '2'] as const;

const REQUIRED = 'Required';
const rule = (check: (v: string) => string | null) =>
  z.string().superRefine((v, ctx) => {
    const message = check(v);
    if (message) ctx.addIssue({ code: 'custom', message });
  });

// The address rule reads no other answer and no clock.
const addressLine = rule((v) => address(v, { rule: 'address' }, {}, { today: new Date(0) }));
const pincode = z.string().regex(/^[1-9]\d{5}$/, PINCODE_FORMAT);
const mobile = rule((v) => mobileRule(v, { rule: 'mobile' }, {}, { today: new Date(0) }));
const id = z.number({ error: REQUIRED }).int().positive();
const text = (max: number) => z.string().trim().max(max, `Must be ${max} characters or less`);
const nullable = <T extends z.ZodType>(t: T) => t.nullable().default(null);

/** The address part the book-appointment page asks (prefilled from the loan's answers). */
const addressShape = {
  address1: addressLine,
  /** Sent empty (02 §3.4). */
  address2: z.literal('').default(''),
  address3: z.literal('').default(''),
  pincode,
  /** 1: the permanent address is the current one. */
  isCurrentPermanentAddressSame: z.union([z.literal(0), z.literal(1)]),
  permanentAddress1: nullable(addressLine),
  permanentPincode: nullable(pincode),
};

const bookingShape = {
  ...addressShape,
  providerId: id,
  instrumentId: id,
  /** The session's user; null when not logged in (the API requires a login). */
  userId: z.string().uuid().nullable(),
  productId: z.enum(BOOKING_PRODUCT_IDS),
  /** YYYY-MM-DD, India. */
  appointmentDate: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Please choose a date'),
  /** The slot id (GET /lead/slots). */
  appointmentTimeslot: id,
  officeAddress1: nullable(addressLine),
  officeAddress2: nullable(text(72)),
  officeAddress3: nullable(text(72)),
  officePincode: nullable(pincode),
  officeEmail: nullable(z.string().email('Please enter a valid email ID').max(250)),
  businessPan: nullable(
    z.string().regex(/^[A-Z]{3}[CFP][A-Z]\d{4}[A-Z]$/, 'Please enter a valid business pancard'),
  ),
  empType: nullable(z.number().int()),
  professionId: nullable(z.number().int()),
  /** Salaried applicants send the company's id and name, others the name only. */
  companyId: nullable(z.number().int()),
  companyName: nullable(text(250)),
  cityId: nullable(z.number().int()),
  cityName: nullable(text(100)),
  cityPrettyName: nullable(text(100)),
  officeCityId: nullable(z.number().int()),
  officeCityName: nullable(text(100)),
  officeCityPrettyName: nullable(text(100)),
  /** Rupees: the offer's final eligible amount. */
  loanAmount: id,
  /** The offer's rate, % a year (two decimals). */
  interestRate: z.number().min(0).max(100),
  /** Rupees, with GST. */
  processingFee: z.number().int().min(0),
  grossMonthlyIncome: nullable(z.number().int().min(0)),
  /** Months. */
  tenure: id,
  propertyOwned: nullable(z.number().int()),
  businessMonthlySales: nullable(z.number().int().min(0)),
  maritalStatus: nullable(text(20)),
  businessVintageId: nullable(z.number().int()),
  annualTurnoverId: nullable(z.number().int()),
  natureOfBusinessId: nullable(z.number().int()),
  creditCardVintage: nullable(z.number().int()),
  motherFirstName: nullable(text(40)),
  motherMiddleName: nullable(text(40)),
  motherLastName: nullable(text(40)),
  referenceName1: nullable(text(72)),
  referenceMobile1: nullable(mobile),
  referenceName2: nullable(text(72)),
  referenceMobile2: nullable(mobile),
  /** Every form value, as a JSON object's text. */
  dataJson: rule((v) => {
    try {
      const parsed: unknown = JSON.parse(v);
      return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
        ? null
        : 'dataJson must be a JSON object';
    } catch {
      return 'dataJson must be a JSON object';
    }
  }).refine((v) => v.length <= 20_000, 'dataJson is too long'),
};

/** A permanent address that is not the current one must be given. */
function permanentGiven(
  v: {
    isCurrentPermanentAddressSame: 0 | 1;
    permanentAddress1: string | null;
    permanentPincode: string | null;
  },
  ctx: z.RefinementCtx,
) {
  if (v.isCurrentPermanentAddressSame === 1) return;
  if (!v.permanentAddress1)
    ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['permanentAddress1'] });
  if (!v.permanentPincode)
    ctx.addIssue({ code: 'custom', message: REQUIRED, path: ['permanentPincode'] });
}

/** The whole booking payload (02 §3.4). */
export const BookingPayloadSchema = z.object(bookingShape).superRefine(permanentGiven);

/** The book-appointment form: the payload's address fields, the same rules. */
export const BookingAddressSchema = z.object(addressShape).superRefine(permanentGiven);

export type BookingPayload = z.infer<typeof BookingPayloadSchema>;
export type BookingPayloadInput = z.input<typeof BookingPayloadSchema>;
export type BookingAddress = z.infer<typeof BookingAddressSchema>;

/** The first message of each field a parse refused (for a form, or the API's `fields`). */
export function bookingFieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? 'payload');
    fields[key] ??= issue.message;
  }
  return fields;
}
