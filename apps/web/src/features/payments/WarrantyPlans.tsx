import { formatPaise } from '@tara/core/payments';
import type { Warranty } from '../../api/ewApi';

/**
 * Every plan's premium in rupees for the product's invoice value (decision 086), the amounts
 * the plan step named (decision 092), the chosen one marked.
 */
export function WarrantyPlans({ warranty: w }: { warranty: Warranty }) {
  return (
    <table className="ew-plans">
      <caption>Premium of each plan for {formatPaise(w.invoice_value_paise)}, GST included</caption>
      <thead>
        <tr>
          <th scope="col">Plan</th>
          <th scope="col">Premium</th>
        </tr>
      </thead>
      <tbody>
        {w.plans.map((p) => (
          <tr key={p.plan_id} aria-current={p.plan_id === w.plan_id ? 'true' : undefined}>
            <th scope="row">
              {p.plan_title}
              {p.plan_id === w.plan_id && ' (your choice)'}
            </th>
            <td>{formatPaise(p.premium_paise)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
