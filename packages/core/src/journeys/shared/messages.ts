// The spec's messages the shared fields and steps give (01 §5, §8).

export const UNKNOWN_EMP_TYPE = 'unknown empType';
export const COMPANY_NOT_ELIGIBLE =
  'Your company is not eligible for the loan. Please try for some other loan.';
export const SELECT_CITY = 'Please select City from dropdown';
export const SELECT_BANK = 'Please select your bank from the list';
