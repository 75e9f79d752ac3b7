import { CARD_REQUEST_REJECTED } from '@tara/core/cardLeads';
import { useEffect, useRef } from 'react';
import { useCompany } from '../../api/useCompany';
import { ActionLinks } from '../../app/ActionLinks';
import { useParams } from '../../app/router';
import { ErrorNotice } from '../../lib/ErrorNotice';
import { SupportEmailLink } from '../../lib/SupportEmailLink';
import type { ApplicationRecord } from './applyFlow';
import { PROVIDER_NAMES, readApplication } from './applyFlow';
import './cards.css';

/** Status codes of an answered application (the provider response's `status`). */
const PENDING_STATUS = 2;

/**
 * `bookings-done(/:status)(/:provider)`: the answer to a card application — thank-you with the
 * reference id and what happens next, or the rejection ('rejected') with where to go on.
 */
export function BookingsDonePage() {
  const { status = '', provider = '' } = useParams<{ status?: string; provider?: string }>();
  const providerId = /^\d{1,6}$/.test(provider) ? Number(provider) : null;
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const { company } = useCompany();

  if (status === 'rejected') {
    const record = matching(readApplication('failure'), providerId);
    return (
      <div className="cards outcome">
        <h1 ref={heading} tabIndex={-1} className="cards__title">
          Application not approved
        </h1>
        <ErrorNotice message={CARD_REQUEST_REJECTED}>
          <p>
            {issuerName(record, providerId)} did not approve{' '}
            {record?.cardName ? `your ${record.cardName} application` : 'this application'}
            {record?.declineReason ? ` (${record.declineReason})` : ''}.
          </p>
        </ErrorNotice>
        <h2 className="outcome__subtitle">What you can do</h2>
        <ul className="outcome__steps">
          <li>Look at other cards: another bank may approve you.</li>
          <li>
            Questions? Write to <SupportEmailLink company={company} />.
          </li>
        </ul>
        <OutcomeActions to="/credit-card/offers" label="See your other offers" />
      </div>
    );
  }

  const code = /^\d{1,3}$/.test(status) ? Number(status) : null;
  if (code === null) {
    return (
      <div className="cards outcome">
        <h1 ref={heading} tabIndex={-1} className="cards__title">
          Your applications
        </h1>
        <p>Your card applications and their status are in your profile.</p>
        <OutcomeActions to="/profile" label="My profile" />
      </div>
    );
  }

  const record = matching(readApplication('success'), providerId);
  const pending = code === PENDING_STATUS;
  const issuer = issuerName(record, providerId);
  return (
    <div className="cards outcome">
      <h1 ref={heading} tabIndex={-1} className="cards__title">
        Thank you! Your application is {pending ? 'in process' : 'submitted'}
      </h1>
      <div className="notice outcome__done">
        <p>
          {issuer} has your application
          {record?.cardName ? ` for the ${record.cardName}` : ''}.
        </p>
        {record?.referenceId && (
          <p>
            Reference number: <strong className="outcome__ref">{record.referenceId}</strong>
          </p>
        )}
      </div>
      <h2 className="outcome__subtitle">What happens next</h2>
      <ol className="outcome__steps">
        <li>
          {issuer} checks your details{pending ? '; this can take a few working days' : ''}.
        </li>
        <li>They may call you, or visit to collect documents (ID, address and income proof).</li>
        <li>Once approved, the card reaches your address in 7 to 10 working days.</li>
      </ol>
      <p>
        Keep the reference number for any question to {issuer} or to us at{' '}
        <SupportEmailLink company={company} />.
      </p>
      <OutcomeActions to="/" label="Back to home" />
    </div>
  );
}

/** An outcome's next steps: its own link first, then all credit cards. */
function OutcomeActions(main: { to: string; label: string }) {
  return (
    <ActionLinks
      className="outcome__actions"
      as="p"
      main={main}
      other={{ to: '/credit-cards', label: 'All credit cards' }}
    />
  );
}

/** The kept record when it is the answer of this page's provider. */
function matching(record: ApplicationRecord | null, providerId: number | null) {
  return record && (providerId === null || record.providerId === providerId) ? record : null;
}

function issuerName(record: ApplicationRecord | null, providerId: number | null): string {
  return (
    record?.issuer || (providerId !== null ? PROVIDER_NAMES[providerId] : undefined) || 'The bank'
  );
}
