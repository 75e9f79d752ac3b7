import { formatPercent } from '@tara/core/format';
import { formatPaise } from '@tara/core/payments';
import type { Warranty } from '../../api/ewApi';
import { FactList } from '../../lib/FactList';

/** A warranty's product and premium with its GST breakdown (decision 040's split). */
export function WarrantyFacts({ warranty: w }: { warranty: Warranty }) {
  return (
    <FactList
      className="payment-status__summary"
      grouped={false}
      facts={[
        { label: 'Product', value: `${w.brand} ${w.model} (${w.category})` },
        { label: 'Serial number or IMEI', value: w.serial_masked },
        {
          label: 'Cover',
          value: `${w.cover_years} ${w.cover_years === 1 ? 'year' : 'years'} after the maker’s warranty`,
        },
        { label: 'Premium', value: formatPaise(w.gst.base_paise) },
        {
          label: `CGST (${formatPercent(w.gst.rate_percent / 2)})`,
          value: formatPaise(w.gst.cgst_paise),
        },
        {
          label: `SGST (${formatPercent(w.gst.rate_percent / 2)})`,
          value: formatPaise(w.gst.sgst_paise),
        },
        {
          label: 'Total',
          value: (
            <>
              <strong>{formatPaise(w.premium_paise)}</strong>, including{' '}
              {formatPercent(w.gst.rate_percent)} GST
            </>
          ),
        },
      ]}
    />
  );
}
