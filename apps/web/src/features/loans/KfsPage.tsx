import { formatPercent, formatYearlyRate } from '@tara/core/format';
import { formatPaise } from '@tara/core/payments';
import { request } from '../../api/request';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { useParams, usePathname, useSearch } from '../../app/router';
import { useLoad } from '../../lib/useLoad';
import type { KfsResponse } from './loanTypes';
import { monthsText } from './offerText';
import { RepaymentSchedule } from './RepaymentSchedule';
import './loans.css';

/**
 * /personal-loan/kfs/:productId?amount=&tenure=&employment=&creditLevel= (decision 050): the
 * Key Fact Statement of one offer, RBI's Annex A fields, from the same `keyFactStatement` as
 * its PDF and the offers list, so the three print one APR. No personal data in the URL.
 */
export function KfsPage() {
  useDocumentTitle('Key Fact Statement');
  const { productId = '' } = useParams<{ productId: string }>();
  // A home loan's KFS (/home-loan/kfs/…, decision 056) goes back to the home-loan offers.
  const offers = usePathname().startsWith('/home-loan/')
    ? '/home-loan/offers'
    : '/personal-loan/offers';
  const search = useSearch();
  const query = search.startsWith('?') ? search : `?${search}`;
  const pdf = `/api/loans/kfs/${encodeURIComponent(productId)}.pdf${query}`;

  const load = useLoad(
    (signal) =>
      request<KfsResponse>(`loans/kfs/${encodeURIComponent(productId)}${query}`, { signal }),
    [productId, query],
  );

  if (load.status !== 'ready') {
    return (
      <div className="lo">
        <h1 className="lo__title">Key Fact Statement</h1>
        {load.status === 'loading' ? (
          <p role="status">Loading…</p>
        ) : (
          <p role="alert" className="notice notice--error">
            {(load.error instanceof Error && load.error.message) ||
              'We could not make this Key Fact Statement.'}
          </p>
        )}
        <AppLink to={offers}>Back to the offers</AppLink>
      </div>
    );
  }
  const { product, kfs, lenderGrievance, ourGrievance } = load.data.data.results;
  const rows: [string, string][] = [
    ['Loan amount', formatPaise(kfs.principal)],
    ['Loan term', monthsText(kfs.tenureMonths)],
    ['Instalments', `${kfs.tenureMonths} monthly instalments (EMI) of ${formatPaise(kfs.emi)}`],
    ['Interest rate', `${formatYearlyRate(kfs.annualRateBp)}, fixed, on the reducing balance`],
    [`Processing fee (with ${formatPercent(18)} GST)`, formatPaise(kfs.processingFee)],
    ['Other charges', formatPaise(kfs.otherCharges)],
    ['Net disbursed amount', formatPaise(kfs.netDisbursed)],
    ['Total interest', formatPaise(kfs.totalInterest)],
    ['Total amount payable', formatPaise(kfs.totalPayable)],
    ['Annual Percentage Rate (APR)', formatYearlyRate(kfs.aprBp)],
    ['Penal charges', kfs.penalCharges],
    [
      'Cooling-off (look-up) period',
      `${kfs.coolingOffDays} days from disbursal: you may exit the loan by repaying the principal and the proportionate APR, with no penalty.`,
    ],
    ['Lender’s grievance redressal officer', lenderGrievance],
    ['Our grievance officer (lending service provider)', ourGrievance],
  ];
  return (
    <div className="lo">
      <h1 className="lo__title">Key Fact Statement</h1>
      <p>
        <strong>
          {product.lenderName}, {product.name}
        </strong>
      </p>
      <p>
        Indicative: the lender sets the final terms after checking your application and gives you
        its own Key Fact Statement before you sign.
      </p>
      <table className="lo-table">
        <caption className="visually-hidden">Key facts of the loan</caption>
        <tbody>
          {rows.map(([label, value]) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <a href={pdf} download>
          Download this Key Fact Statement (PDF)
        </a>
      </p>
      <h2 className="lo__section">Repayment schedule</h2>
      <RepaymentSchedule schedule={kfs.schedule} instalment="EMI" />
      <p>
        <AppLink to={offers}>Back to the offers</AppLink>
      </p>
    </div>
  );
}
