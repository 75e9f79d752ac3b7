// Loan bookings (decision 057): the slots' sandbox, the §3.4 payload's zod schema, its builder.
// A subpath of its own (`@tara/core/booking`): the schema's zod stays out of the journey chunks.
export * from './bookingOfLoan.js';
export * from './bookingPayload.js';
export * from './bookingReference.js';
export * from './bookingSlots.js';
