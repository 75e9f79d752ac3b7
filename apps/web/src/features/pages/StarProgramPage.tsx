import { AppLink } from '../../app/AppLink';
import { ContentPage, Section } from './ContentPage';
import { PAGE_TITLES } from './titles';

/** Tara Stars: the rewards programme we are building. Nothing on it is live yet, and it says so. */
export function StarProgramPage() {
  return (
    <ContentPage
      heading={PAGE_TITLES.starProgram}
      lead="Our rewards programme for people who manage their credit well. We are still building it."
    >
      <Section id="stars-status" heading="Where it stands">
        <p>
          <span className="badge">Coming soon</span> None of the rewards below are live yet: you
          cannot earn or spend anything today, and nothing here asks you to pay.
        </p>
      </Section>

      <Section id="stars-plan" heading="What we are planning">
        <ul>
          <li>
            <strong>Coins for good habits</strong>: earn coins when you complete your profile, check
            your credit report or finish an application.
          </li>
          <li>
            <strong>Refer and earn</strong>: coins when a friend you invite applies through Tara.
          </li>
          <li>
            <strong>Member plans</strong>: optional plans with benefits from our partners, with the
            price and every condition shown before you choose.
          </li>
        </ul>
        <p>The details may change before launch; we will publish the full rules first.</p>
      </Section>

      <Section id="stars-now" heading="What you can do today">
        <ul className="gp__plain card-list">
          <li className="card-list__item">
            <h3>Find a credit card that fits</h3>
            <p>See the cards you may be eligible for, and why.</p>
            <AppLink className="button" to="/explore-credit-cards">
              Explore credit cards
            </AppLink>
          </li>
          <li className="card-list__item">
            <h3>Check your financial health</h3>
            <p>Work out your EMI-to-income ratio before you borrow.</p>
            <AppLink className="button button--secondary" to="/health-check">
              Start the health check
            </AppLink>
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
