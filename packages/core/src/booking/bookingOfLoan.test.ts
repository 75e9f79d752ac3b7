import { describe, expect, it } from 'vitest';
import { BookingError, bookingOfLoan, CANNOT_PREPARE, splitName } from './bookingOfLoan.js';
import {
  BookingAddressSchema,
  BookingPayloadSchema,
  bookingFieldErrors,
} from './bookingPayload.js';

const address = {
  address1: '12 MG Road, Fort, Mumbai 400001',
  address2: '' as const,
  address3: '' as const,
  pincode: '400001',
  isCurrentPermanentAddressSame: 1 as const,
  permanentAddress1: null,
  permanentPincode: null,
};
const offer = {
  instrumentId: 5021,
  providerId: 502,
  loanAmount: 500000,
  rateBp: 1075,
  processingFee: 5900,
  tenure: 36,
};
const answers = {
  mobile: '9876543210',
  pancard: 'ABCPE1234F',
  empType: 'salaried',
  monthlyIncome: '85000',
  company: { id: 1, name: 'Tata Consultancy Services' },
  motherName: 'Sunita Devi Verma',
  residentialStatus: '1',
  officeAddress: '21 Nariman Point, Nirmal Building, Mumbai 400021',
  officePincode: '400021',
  officeEmail: 'asha.verma@tcs.com',
  referenceName1: 'Ravi Kumar',
  referenceMobile1: '9876500001',
};
const base = {
  product: 'personal-loan' as const,
  instrumentId: 5021,
  offer,
  answers,
  address,
  appointment: { date: '2026-11-26', slotId: 3 },
  userId: null,
};

describe('bookingOfLoan', () => {
  it('builds the §3.4 payload, which the schema accepts', () => {
    const payload = bookingOfLoan(base);
    const parsed = BookingPayloadSchema.parse(payload);
    expect(parsed).toMatchObject({
      providerId: 502,
      instrumentId: 5021,
      productId: '2',
      appointmentDate: '2026-11-26',
      appointmentTimeslot: 3,
      address2: '',
      address3: '',
      empType: 1,
      professionId: 1,
      companyId: 1,
      companyName: 'Tata Consultancy Services',
      loanAmount: 500000,
      interestRate: 10.75,
      processingFee: 5900,
      grossMonthlyIncome: 85000,
      tenure: 36,
      propertyOwned: 1,
      motherFirstName: 'Sunita',
      motherMiddleName: 'Devi',
      motherLastName: 'Verma',
      officePincode: '400021',
      officeCityId: null,
    });
    const data = JSON.parse(parsed.dataJson);
    expect(data.pincode).toBe('400001');
    expect(data.pancard).toBeUndefined();
  });

  it('sends a self-employed applicant’s entity type, business PAN and company name only', () => {
    const p = bookingOfLoan({
      ...base,
      answers: {
        ...answers,
        empType: 'selfEmpl',
        businessEntityType: '11',
        businessPan: 'ABCFV1234K',
        residentialStatus: '3',
        businessAddress: '4 Station Road, Shop 12, Andheri East, Mumbai',
        businessPincode: '400069',
      },
    });
    expect(p).toMatchObject({
      empType: 11,
      professionId: 9,
      companyId: null,
      businessPan: 'ABCFV1234K',
      propertyOwned: 8,
      officePincode: '400069',
    });
  });

  it('throws the spec’s words: no offer for the instrument, or nothing to prepare', () => {
    expect(() => bookingOfLoan({ ...base, offer: null })).toThrow(
      new BookingError('Cannot find pl with id: 5021'),
    );
    expect(() => bookingOfLoan({ ...base, instrumentId: 9999 })).toThrow(
      'Cannot find pl with id: 9999',
    );
    expect(() => bookingOfLoan({ ...base, answers: {} })).toThrow(CANNOT_PREPARE);
  });

  it('refuses an address the form must not send, with the field’s message', () => {
    const bad = BookingAddressSchema.safeParse({
      ...address,
      address1: 'Fort',
      pincode: '012345',
      isCurrentPermanentAddressSame: 0,
    });
    expect(bad.success).toBe(false);
    if (bad.success) return;
    const fields = bookingFieldErrors(bad.error);
    expect(fields.address1).toMatch(/^This address doesn't look complete/);
    expect(fields.pincode).toBe('Please enter a valid 6 digit pincode');
    expect(fields.permanentAddress1).toBe('Required');
  });

  it('splits a name into first, middle and last', () => {
    expect(splitName('Sunita')).toEqual(['Sunita', null, null]);
    expect(splitName('Sunita Verma')).toEqual(['Sunita', null, 'Verma']);
    expect(splitName('  ')).toEqual([null, null, null]);
  });
});
