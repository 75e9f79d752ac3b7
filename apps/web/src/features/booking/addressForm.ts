import type { Answers } from '@tara/core';
import { type BookingAddress, BookingAddressSchema, bookingFieldErrors } from '@tara/core/booking';

// The book-appointment form's values and their reading by the payload's own schema (decision
// 057: one zod schema for the form and the API).

export interface AddressValues {
  address1: string;
  pincode: string;
  /** '1': the permanent address is this one. */
  same: '1' | '0';
  permanentAddress1: string;
  permanentPincode: string;
}

const text = (v: unknown): string => (typeof v === 'string' ? v : '');

/** The form prefilled from the loan journey's answers (its residential and permanent address). */
export function addressOfAnswers(a: Answers): AddressValues {
  return {
    address1: text(a.address),
    pincode: text(a.pincode),
    same: a.isCurrentPermanentAddressSame === 'no' ? '0' : '1',
    permanentAddress1: text(a.permanentAddress),
    permanentPincode: text(a.permanentPincode),
  };
}

/** The address as the payload takes it, or each field's message. */
export function readAddress(
  v: AddressValues,
): { address: BookingAddress } | { errors: Record<string, string> } {
  const same = v.same === '1';
  const parsed = BookingAddressSchema.safeParse({
    address1: v.address1.trim(),
    address2: '',
    address3: '',
    pincode: v.pincode.trim(),
    isCurrentPermanentAddressSame: same ? 1 : 0,
    permanentAddress1: same ? null : v.permanentAddress1.trim() || null,
    permanentPincode: same ? null : v.permanentPincode.trim() || null,
  });
  return parsed.success ? { address: parsed.data } : { errors: bookingFieldErrors(parsed.error) };
}
