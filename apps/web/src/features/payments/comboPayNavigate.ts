import { insuranceFailureRoute, paymentFailureText } from '@tara/core/insurance';
import type { Navigate } from '../../app/router';

/**
 * The combos' way out of the checkout (decision 055, spec 03 §4 and §8): a refused payment
 * goes to the insurance error page with 'We were unable to complete payment' (the mailbox
 * suffix outside the web view); anything else where the checkout sends it.
 */
export function comboPayNavigate(navigate: Navigate, webView: boolean, email: string): Navigate {
  return (to, options) => {
    if (to.startsWith('/payment/fail')) {
      navigate(insuranceFailureRoute(paymentFailureText(webView, email)), options);
      return;
    }
    navigate(to, options);
  };
}
