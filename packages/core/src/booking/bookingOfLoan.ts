import type { Answers } from '../journeyModel/types.js';
import type { BookingAddress, BookingPayloadInput } from './bookingPayload.js';

// Builds spec 02 §3.4's booking payload from the loan's answers, the booked offer, the address
// and the slot (decision 057). The spec's two failures, word for word: no offer for the
// instrument ('Cannot find pl with id: {id}'), or answers that cannot make a payload.

export const CANNOT_PREPARE = 'Cannot prepare data to send';
export const cannotFindPl = (id: number | string): string => `Cannot find pl with id: ${id}`;

/** A booking that cannot be built; `message` is the spec's. */
export class BookingError extends Error {
  override name = 'BookingError';
}

/** Which loan is booked: its payload's product id and the call it goes to (02 §7). */
export const BOOKING_PRODUCTS = {
  'personal-loan': { productId: '2', path: '/api/pl/lead/add', journey: 'personal-loan' },
  'home-loan': { productId: '1', path: '/api/lead', journey: null },
} as const;

export type BookingProduct = keyof typeof BOOKING_PRODUCTS;

export const isBookingProduct = (v: unknown): v is BookingProduct =>
  typeof v === 'string' && Object.hasOwn(BOOKING_PRODUCTS, v);

/** The booked offer's terms, as the server priced them (GET /api/booking/offer). */
export interface BookedOffer {
  instrumentId: number;
  providerId: number;
  /** Rupees. */
  loanAmount: number;
  rateBp: number;
  /** Rupees, with GST. */
  processingFee: number;
  tenure: number;
}

export interface BookingInput {
  product: BookingProduct;
  instrumentId: number;
  offer: BookedOffer | null;
  /** The loan journey's answers (none for a home loan booked from its offers). */
  answers: Answers;
  address: BookingAddress;
  appointment: { date: string; slotId: number };
  userId: string | null;
}

const num = (v: unknown): number | null => {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) ? n : null;
};
const str = (v: unknown): string | null => (typeof v === 'string' && v.trim() ? v.trim() : null);
const obj = (v: unknown): Record<string, unknown> =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};

/** 'Sunita Devi Verma' → first, middle, last (02 §9: the mother's name split). */
export function splitName(name: string | null): [string | null, string | null, string | null] {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return [null, null, null];
  if (parts.length === 1) return [parts[0] ?? null, null, null];
  return [parts[0] ?? null, parts.slice(1, -1).join(' ') || null, parts.at(-1) ?? null];
}

/** The §3.4 payload; throws `BookingError` with the spec's words when it cannot be made. */
export function bookingOfLoan(input: BookingInput): BookingPayloadInput {
  const { offer, answers: a } = input;
  if (!offer || offer.instrumentId !== input.instrumentId) {
    throw new BookingError(cannotFindPl(input.instrumentId));
  }
  const personal = input.product === 'personal-loan';
  // A personal loan is booked on its journey's answers: without them there is nothing to send.
  if (personal && (str(a.empType) === null || str(a.mobile) === null)) {
    throw new BookingError(CANNOT_PREPARE);
  }
  const salaried = a.empType === 'salaried';
  const company = obj(a.company);
  const city = obj(a.city);
  const [motherFirstName, motherMiddleName, motherLastName] = splitName(str(a.motherName));
  // The personal PAN is not copied into the booking's form values (it is the lead's).
  const { pancard: _pan, ...formValues } = a;
  return {
    providerId: offer.providerId,
    instrumentId: offer.instrumentId,
    userId: input.userId,
    productId: BOOKING_PRODUCTS[input.product].productId,
    appointmentDate: input.appointment.date,
    appointmentTimeslot: input.appointment.slotId,
    ...input.address,
    address2: '',
    address3: '',
    officeAddress1: str(salaried ? a.officeAddress : a.businessAddress),
    officeAddress2: null,
    officeAddress3: null,
    officePincode: str(salaried ? a.officePincode : a.businessPincode),
    officeEmail: str(a.officeEmail),
    businessPan: salaried ? null : str(a.businessPan),
    // 02 §9: empType 1 for salaried, otherwise the business entity type.
    empType: salaried ? 1 : num(a.businessEntityType),
    professionId: salaried ? 1 : a.empType === 'selfEmpl' ? 9 : null,
    companyId: salaried ? num(company.id) : null,
    companyName: str(company.name),
    cityId: num(city.id),
    cityName: str(city.name),
    cityPrettyName: str(city.prettyName),
    officeCityId: null,
    officeCityName: null,
    officeCityPrettyName: null,
    loanAmount: offer.loanAmount,
    interestRate: offer.rateBp / 100,
    processingFee: offer.processingFee,
    grossMonthlyIncome: num(a.monthlyIncome),
    tenure: offer.tenure,
    // 02 §9: property owned 1 if yes (a self-owned home), else 8.
    propertyOwned: personal ? (a.residentialStatus === '1' ? 1 : 8) : null,
    businessMonthlySales: salaried ? null : num(a.businessMonthlySales),
    maritalStatus: str(a.maritalStatus),
    businessVintageId: salaried ? null : num(a.businessVintageId),
    annualTurnoverId: salaried ? null : num(a.annualTurnoverId),
    natureOfBusinessId: salaried ? null : num(a.natureOfBusinessId),
    creditCardVintage: a.existingCard === 'yes' ? num(a.creditCardVintage) : null,
    motherFirstName,
    motherMiddleName,
    motherLastName,
    referenceName1: str(a.referenceName1),
    referenceMobile1: str(a.referenceMobile1),
    referenceName2: str(a.referenceName2),
    referenceMobile2: str(a.referenceMobile2),
    dataJson: JSON.stringify({ ...formValues, ...input.address }),
  };
}
