import { AppLink } from '../../app/AppLink';
import { FactList } from '../../lib/FactList';
import { ContentPage } from './ContentPage';
import { metroSuccess } from './metroSuccess';
import { PAGE_TITLES } from './titles';
import { useCreditLineLead } from './useCreditLineLead';

/**
 * /metro-stc/success (METRO-01, decision 043): the metro journey's final page, with the facts of
 * the visitor's metro lead as the server holds them and what happens next.
 */
export function MetroSuccessPage() {
  const loaded = useCreditLineLead('metro');
  if (loaded.status === 'loading') {
    return (
      <ContentPage heading={PAGE_TITLES.metroSuccess}>
        <p role="status">Loading your METRO card details…</p>
      </ContentPage>
    );
  }
  if (loaded.status === 'error') {
    return (
      <ContentPage heading={PAGE_TITLES.metroSuccess}>
        <p role="alert">We could not load your METRO card details. Please try again.</p>
      </ContentPage>
    );
  }
  const view = metroSuccess(loaded.lead);
  if (view.kind === 'none') {
    return (
      <ContentPage heading="No METRO card linked yet">
        <p>We could not find a finished METRO card application on this device.</p>
        <p>
          <AppLink className="button" to="/metro-stc">
            Link your METRO card
          </AppLink>
        </p>
      </ContentPage>
    );
  }
  if (view.kind === 'unfinished') {
    return (
      <ContentPage heading="Your METRO card is not linked yet">
        <p>Your answers are saved. Carry on where you left off.</p>
        <p>
          <AppLink className="button" to={view.resume}>
            Continue
          </AppLink>
        </p>
      </ContentPage>
    );
  }
  return (
    <ContentPage
      heading={PAGE_TITLES.metroSuccess}
      lead={`Thank you${view.name ? `, ${view.name}` : ''}! Your METRO card is linked to Tara.`}
    >
      <FactList className="gp__facts" grouped={false} facts={view.rows} />
      <h2>What happens next</h2>
      <ol>
        <li>Our lending partner has checked your card: it is eligible for business credit.</li>
        <li>Our team will call you on your mobile within two working days with the offer.</li>
        <li>Keep your PAN, Aadhaar and bank statements ready for the application.</li>
      </ol>
      <p>
        <AppLink className="button" to="/">
          Back to Tara
        </AppLink>
      </p>
    </ContentPage>
  );
}
