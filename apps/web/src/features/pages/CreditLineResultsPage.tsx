import { AppLink } from '../../app/AppLink';
import { readCallFailure } from '../../lib/callFailure';
import { ContentPage } from './ContentPage';
import { PAGE_TITLES } from './titles';

const DEFAULT_ERROR = 'Oops! Something went wrong, try again later!';

/**
 * /credit-line/results after a partner could not answer (spec 02 §4.2): the error the journey
 * kept, and the way back to the step, which the application still stands on.
 */
export function CreditLineResultsPage() {
  const failure = readCallFailure();
  const message = failure?.errors.join(' ') || DEFAULT_ERROR;
  return (
    <ContentPage heading="We could not finish this step" title={PAGE_TITLES.creditLineResults}>
      <p role="alert">{message}</p>
      <p>Your answers are saved. You can try again in a little while.</p>
      <p>
        {failure?.from && (
          <AppLink className="button" to={failure.from}>
            Try again
          </AppLink>
        )}{' '}
        <AppLink className="button button--secondary" to="/">
          Back to home
        </AppLink>
      </p>
    </ContentPage>
  );
}
