import type { OrderRequest } from './types.js';

// Razorpay's limits on an order, checked before the call so a bad one fails here, clearly.

export const RECEIPT_MAX_LENGTH = 40;
export const NOTES_MAX_COUNT = 15;
export const NOTE_VALUE_MAX_LENGTH = 256;

/** The problems of an order request (empty: it may be sent). */
export function orderRequestProblems(request: OrderRequest): string[] {
  const problems: string[] = [];
  if (!Number.isSafeInteger(request.amountPaise) || request.amountPaise < 100) {
    problems.push('amount must be whole paise, at least 100 (₹1)');
  }
  if (request.currency !== 'INR') problems.push('currency must be INR');
  if (request.receipt.length === 0 || request.receipt.length > RECEIPT_MAX_LENGTH) {
    problems.push(`receipt must be 1–${RECEIPT_MAX_LENGTH} characters`);
  }
  const notes = Object.entries(request.notes);
  if (notes.length > NOTES_MAX_COUNT) problems.push(`at most ${NOTES_MAX_COUNT} notes`);
  if (notes.some(([, v]) => v.length > NOTE_VALUE_MAX_LENGTH)) {
    problems.push(`a note's value is at most ${NOTE_VALUE_MAX_LENGTH} characters`);
  }
  return problems;
}
