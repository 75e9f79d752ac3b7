import { formatPaise } from '@tara/core/payments';
import type { Warranty } from '../../api/ewApi';

/** A warranty's product and premium with its GST breakdown (decision 040's split). */
export function WarrantyFacts({ warranty: w }: { warranty: Warranty }) {
  return (
    <dl className="payment-status__summary">
      <dt>Product</dt>
      <dd>
        {w.brand} {w.model} ({w.category})
      </dd>
      <dt>Serial number or IMEI</dt>
      <dd>{w.serial_masked}</dd>
      <dt>Cover</dt>
      <dd>
        {w.cover_years} {w.cover_years === 1 ? 'year' : 'years'} after the maker’s warranty
      </dd>
      <dt>Premium</dt>
      <dd>{formatPaise(w.gst.base_paise)}</dd>
      <dt>CGST ({w.gst.rate_percent / 2}%)</dt>
      <dd>{formatPaise(w.gst.cgst_paise)}</dd>
      <dt>SGST ({w.gst.rate_percent / 2}%)</dt>
      <dd>{formatPaise(w.gst.sgst_paise)}</dd>
      <dt>Total</dt>
      <dd>
        <strong>{formatPaise(w.premium_paise)}</strong>, including {w.gst.rate_percent}% GST
      </dd>
    </dl>
  );
}
