import { describe, expect, it } from 'vitest';
import { addressOfAnswers, readAddress } from './addressForm';

describe('the book-appointment form', () => {
  it('is prefilled from the loan’s answers and read by the payload’s schema', () => {
    const values = addressOfAnswers({
      address: '12 MG Road, Fort, Mumbai 400001',
      pincode: '400001',
      isCurrentPermanentAddressSame: 'yes',
    });
    expect(values.same).toBe('1');
    expect(readAddress(values)).toEqual({
      address: {
        address1: '12 MG Road, Fort, Mumbai 400001',
        address2: '',
        address3: '',
        pincode: '400001',
        isCurrentPermanentAddressSame: 1,
        permanentAddress1: null,
        permanentPincode: null,
      },
    });
  });

  it('names each field the schema refuses, the permanent address when it differs', () => {
    const read = readAddress({
      address1: 'Fort',
      pincode: '40001',
      same: '0',
      permanentAddress1: '',
      permanentPincode: '',
    });
    expect(read).toEqual({
      errors: {
        address1:
          "This address doesn't look complete. Address should contain street, house number. Please provide your complete address.",
        pincode: 'Please enter a valid 6 digit pincode',
        permanentAddress1: 'Required',
        permanentPincode: 'Required',
      },
    });
  });
});
