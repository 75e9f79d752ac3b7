import type { CurrentInsurance } from '../../api/insuranceApi';

/** What insurance/congrates shows (decision 048). */
export type InsuranceView = 'none' | 'pay' | 'processing' | 'issued' | 'failed';

/**
 * Nothing finished yet; the disclosure and Pay (no policy, or one quoted and unpaid); paid and
 * waiting for the insurer (asked again every few seconds); the issued policy; the failure after
 * payment. A paid lead is never offered the payment again.
 */
export function insuranceView(current: CurrentInsurance | null): InsuranceView {
  if (!current) return 'none';
  // A combo (decision 055) shows its own views; only its issuing is polled here.
  if (current.combo) return current.combo.state === 'issuing' ? 'processing' : 'none';
  switch (current.policy_state) {
    case null:
    case 'quoted':
      return current.disclosure ? 'pay' : 'none';
    case 'paid':
    case 'issuing':
      return 'processing';
    case 'issued':
      return current.display_data ? 'issued' : 'processing';
    case 'failed':
      return 'failed';
  }
}
