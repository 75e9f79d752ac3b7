import { insuranceFailureMessage } from '@tara/core/insurance';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { useSearch } from '../../app/router';

/**
 * /insurance/step6?e=1&d={message} (spec 03 §2 "Insurance error page"): the lead's or the
 * payment's failure, its text already worded with the mailbox suffix rule by who sent it here.
 */
export function InsuranceErrorPage() {
  useDocumentTitle('Something went wrong');
  const message = insuranceFailureMessage(new URLSearchParams(useSearch()));
  return (
    <main className="insurance-page">
      <h1>We could not complete your application</h1>
      <p role="alert">{message ?? 'Nothing went wrong here.'}</p>
      <p>
        <AppLink to="/">Go back to home</AppLink>
      </p>
    </main>
  );
}
