import { formatPaise, withGstText } from '@tara/core/payments';
import type { Disclosure } from '../../api/insuranceApi';
import { FactList } from '../../lib/FactList';

/**
 * What IRDAI has the buyer see before paying (decision 045's `prePaymentDisclosure`): the
 * insurer, the cover, the premium with its GST ('GST exempt' for an exempt cover, decision
 * 075) and the key exclusions.
 */
export function PolicyDisclosure({ disclosure: d }: { disclosure: Disclosure }) {
  return (
    <>
      <FactList
        className="payment-status__summary"
        grouped={false}
        facts={[
          { label: 'Insurer', value: d.insurer_name },
          { label: 'Cover', value: d.product_name },
          { label: 'Sum insured', value: formatPaise(d.sum_insured_paise) },
          {
            label: 'Premium',
            value: withGstText(d.premium_paise, d.gst_paise, d.gst_rate_percent),
          },
        ]}
      />
      <h3>Key exclusions</h3>
      <ul>
        {d.key_exclusions.map((text) => (
          <li key={text}>{text}</li>
        ))}
      </ul>
    </>
  );
}
