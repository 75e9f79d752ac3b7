import { AppLink } from '../../app/AppLink';
import { ContentPage } from './ContentPage';
import { METRO_TERMS_HREF } from './metroLinks';
import { PAGE_TITLES } from './titles';

/**
 * /metro-stc (spec 01 §2, 03 §2; METRO-01, decision 043): what linking a METRO Cash & Carry card
 * to Tara gives, who it is for, and the start of the metro journey.
 */
export function MetroLandingPage() {
  return (
    <ContentPage
      heading={PAGE_TITLES.metroLanding}
      lead="Hold a METRO Cash & Carry card? Link it to Tara and find out what business credit it makes you eligible for."
    >
      <h2>What you get</h2>
      <ul>
        <li>A check with our lending partner of the business credit your METRO card can unlock.</li>
        <li>METRO member offers on Tara, kept with your mobile number.</li>
        <li>A call from our team with the next steps once your card is linked.</li>
      </ul>
      <h2>Who it is for</h2>
      <ul>
        <li>
          Shop owners, traders, hotels, restaurants and caterers with a METRO Cash & Carry card.
        </li>
        <li>You need your card: its 8-digit number and the card holder number printed on it.</li>
      </ul>
      <h2>How it works</h2>
      <ol>
        <li>Tell Tara your name and mobile number (we send an OTP to check it).</li>
        <li>Give your e-mail and your business pincode.</li>
        <li>Enter your METRO card: we check it with our lending partner at once.</li>
        <li>Add your gender and date of birth, and you are done.</li>
      </ol>
      <p>It takes about three minutes, costs nothing, and your answers are saved as you go.</p>
      <p>
        <AppLink className="button" to="/metro">
          Link your METRO card
        </AppLink>
      </p>
      <p>
        <a href={METRO_TERMS_HREF} target="_blank" rel="noopener">
          METRO membership Terms and Conditions
        </a>{' '}
        (opens in a new tab)
      </p>
    </ContentPage>
  );
}
