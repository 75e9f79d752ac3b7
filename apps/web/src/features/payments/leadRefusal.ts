import { insuranceFailureRoute, leadFailureText } from '@tara/core/insurance';
import { ApiError } from '../../api/ApiError';

/**
 * Where a refused validate-only lead creation goes (400: /insurance/step6 with the insurer's
 * words, no payment taken); null for any other failure, which the page shows itself.
 * `supportEmail` is the configured company's (decision 079).
 */
export function leadRefusalRoute(
  cause: unknown,
  webView: boolean,
  supportEmail: string,
): string | null {
  if (!(cause instanceof ApiError && cause.status === 400)) return null;
  return insuranceFailureRoute(leadFailureText(cause.errors, webView, supportEmail), {
    noPayment: true,
  });
}
