// Product, booking-mode and object-type ids (01 §9, CONST-01..03).

export const PRODUCT_IDS = {
  homeLoan: 1,
  personalLoan: 2,
  businessLoan: 2,
  creditCard: 3,
  /** The Amex-type card journey. */
  amexCard: 4,
  creditLine: 15,
} as const;

export type ProductId = (typeof PRODUCT_IDS)[keyof typeof PRODUCT_IDS];

/** The booking store's mode and the product it books. */
export const BOOKING_MODE_PRODUCT = {
  hl: PRODUCT_IDS.homeLoan,
  pl: PRODUCT_IDS.personalLoan,
  bl: PRODUCT_IDS.businessLoan,
  cc: PRODUCT_IDS.creditCard,
  ccAmex: PRODUCT_IDS.amexCard,
} as const;

export type BookingMode = keyof typeof BOOKING_MODE_PRODUCT;

export const OBJECT_TYPES = {
  hl: 7,
  pl: 8,
  cc: 9,
  metro: 12,
  /** Extended warranty. */
  ew: 18,
  /** An insurance policy (decision 048: none in the spec; the first free type after ew). */
  insurance: 19,
  /** An insurance combo, its parts paid at once (decision 055: the next free type). */
  insuranceCombo: 20,
  membership: 21,
} as const;

export type ObjectType = (typeof OBJECT_TYPES)[keyof typeof OBJECT_TYPES];
