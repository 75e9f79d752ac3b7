import { describe, expect, it } from 'vitest';
import {
  creditReportErrorText,
  maskedContactMessage,
  maskedMobilesMessage,
} from './creditReportMessages.js';

describe('creditReportErrorText', () => {
  it('shows the masked-mobile message first, else the errors joined with commas', () => {
    const masked = {
      errors: ['x'],
      metadata: { masked_mobiles_message: maskedMobilesMessage('XXXXXX5521') },
    };
    expect(creditReportErrorText(409, masked)).toBe('Your credit report is linked to XXXXXX5521');
    expect(creditReportErrorText(422, { errors: ['a', 'b'] })).toBe('a, b');
  });

  it('says something went wrong for a 5xx without a body', () => {
    expect(creditReportErrorText(502, null)).toBe('Something went wrong. Please try again later!');
    expect(creditReportErrorText(400, {})).toBe('Oops! Something went wrong, try again later!');
  });
});

describe('maskedContactMessage', () => {
  it('names the masked e-mail on file, and the masked mobile before it when both differ', () => {
    expect(maskedContactMessage('bu****@example.com')).toBe(
      'Your credit report is linked to bu****@example.com',
    );
    expect(maskedContactMessage('bu****@example.com', 'XXXXXX5521')).toBe(
      'Your credit report is linked to XXXXXX5521 and bu****@example.com',
    );
  });
});
