// The credit-report flow's texts (spec 01 §8, 02 §8; inventory CR-23, CR-35…CR-38).

export const CREDIT_REPORT_MESSAGES = {
  serverError: 'Something went wrong. Please try again later!',
  stateMissing: 'Credit report state missing',
  pullFailed: 'We were unable to pull your credit report',
  other: 'Oops! Something went wrong, try again later!',
  panMissing: 'pancard not found from formData',
  pulled: 'We have successfully pulled your credit report',
  identityMismatch:
    'The name or PAN you entered does not match your credit file. Please check them and try again',
} as const;

/** The bureau's masked-mobile text for metadata.masked_mobiles_message. */
export function maskedMobilesMessage(maskedMobile: string): string {
  return `Your credit report is linked to ${maskedMobile}`;
}

/** The bureau's text when its file holds another e-mail (and, given, another mobile). */
export function maskedContactMessage(maskedEmail: string, maskedMobile?: string): string {
  return maskedMobile
    ? `Your credit report is linked to ${maskedMobile} and ${maskedEmail}`
    : `Your credit report is linked to ${maskedEmail}`;
}

/**
 * The text a refused pull shows (CR-35, CR-36): the masked-mobile message when there is one,
 * else the errors joined with commas; a 5xx without a body the generic text.
 */
export function creditReportErrorText(
  status: number,
  body: { errors?: readonly string[]; metadata?: { masked_mobiles_message?: string } } | null,
): string {
  const masked = body?.metadata?.masked_mobiles_message;
  if (masked) return masked;
  const errors = body?.errors ?? [];
  if (errors.length > 0) return errors.join(', ');
  return status >= 500 ? CREDIT_REPORT_MESSAGES.serverError : CREDIT_REPORT_MESSAGES.other;
}
