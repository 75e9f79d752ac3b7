import { request } from '../../api/request';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { useParams } from '../../app/router';
import { useLoad } from '../../lib/useLoad';
import type { LeadKfsResponse } from './loanTypes';
import { RepaymentSchedule } from './RepaymentSchedule';
import './loans.css';

/**
 * /loan-kfs/:leadId (decision 080): the Key Fact Statement of a partner's offer to this
 * application (the business loan, a credit line), opened from the offer step before the
 * applicant accepts. The rows are the API's, word for word the PDF's; a credit line's
 * figures are of its illustrative drawdown, which the page states. A lazy page: the journey
 * step route carries none of it.
 */
export function LeadKfsPage() {
  useDocumentTitle('Key Fact Statement');
  const { leadId = '' } = useParams<{ leadId: string }>();
  const load = useLoad(
    (signal) => request<LeadKfsResponse>(`leads/${encodeURIComponent(leadId)}/kfs`, { signal }),
    [leadId],
  );

  if (load.status !== 'ready') {
    return (
      <div className="lo lo-kfs">
        <h1 className="lo__title">Key Fact Statement</h1>
        {load.status === 'loading' ? (
          <p role="status">Loading…</p>
        ) : (
          <p role="alert" className="notice notice--error">
            {(load.error instanceof Error && load.error.message) ||
              'We could not make this Key Fact Statement.'}
          </p>
        )}
        <AppLink to="/">Home</AppLink>
      </div>
    );
  }
  const kfs = load.data.data.results;
  const line = kfs.kind === 'creditLine';
  return (
    <div className="lo lo-kfs">
      <h1 className="lo__title">Key Fact Statement</h1>
      <p>
        <strong>
          {kfs.lenderName}, {kfs.purpose}
        </strong>{' '}
        (application {kfs.reference})
      </p>
      <p>
        The lender’s offer, before you accept it. The lender gives you its own Key Fact Statement
        before you sign the agreement; a charge it does not state cannot be taken without your
        consent.
      </p>
      <table className="lo-table">
        <caption className="visually-hidden">Key facts of the offer</caption>
        <tbody>
          {kfs.rows.map((row) => (
            <tr key={row.label}>
              <th scope="row">{row.label}</th>
              <td>{row.value}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <a href={kfs.pdfPath} download>
          Download this Key Fact Statement (PDF)
        </a>
      </p>
      <h2 className="lo__section">
        {line ? 'Repayment of the illustrative drawdown' : 'Repayment schedule'}
      </h2>
      <RepaymentSchedule schedule={kfs.schedule} instalment="Instalment" />
      <p>
        <AppLink to={kfs.journeyPath}>Back to your application</AppLink>
      </p>
    </div>
  );
}
