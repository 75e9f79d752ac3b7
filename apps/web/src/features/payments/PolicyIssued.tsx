import type { DisplayData } from '../../api/insuranceApi';
import { FactList } from '../../lib/FactList';
import { OpdCover } from './OpdCover';
import { usePolicyHref } from './usePolicyHref';

/**
 * The issued policy as the lead creation's `display_data` words it (spec 03 §3): its body's
 * pointers, footer and the policy document, fetched from its link (a failed fetch leaves it
 * out silently, spec 03 §4).
 */
export function PolicyIssued({ display }: { display: DisplayData }) {
  const href = usePolicyHref(display.policy_download_link);

  return (
    <section className="payment-status__view" aria-labelledby="policy-heading">
      <h2 id="policy-heading">{display.body.title}</h2>
      <FactList
        className="payment-status__summary"
        facts={[
          ...display.body.pointers.map((p) => ({ label: p.title, value: p.value })),
          { label: 'Status', value: display.status },
        ]}
      />
      {href && (
        <p>
          <a className="button" href={href} download={`policy-${display.policy_number}.pdf`}>
            Download policy document
          </a>
        </p>
      )}
      {display.body.opd_data && <OpdCover opd={display.body.opd_data} />}
      <p>{display.body.footer}</p>
    </section>
  );
}
