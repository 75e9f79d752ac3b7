import { formatPaise } from '@tara/core/payments';
import type { Disclosure } from '../../api/insuranceApi';

/**
 * What IRDAI has the buyer see before paying (decision 045's `prePaymentDisclosure`): the
 * insurer, the cover, the premium with its GST and the key exclusions.
 */
export function PolicyDisclosure({ disclosure: d }: { disclosure: Disclosure }) {
  return (
    <>
      <dl className="payment-status__summary">
        <dt>Insurer</dt>
        <dd>{d.insurer_name}</dd>
        <dt>Cover</dt>
        <dd>{d.product_name}</dd>
        <dt>Sum insured</dt>
        <dd>{formatPaise(d.sum_insured_paise)}</dd>
        <dt>Premium</dt>
        <dd>
          {formatPaise(d.premium_paise)}, including {formatPaise(d.gst_paise)} GST (
          {d.gst_rate_percent}%)
        </dd>
      </dl>
      <h3>Key exclusions</h3>
      <ul>
        {d.key_exclusions.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </>
  );
}
