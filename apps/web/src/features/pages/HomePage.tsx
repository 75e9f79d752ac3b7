import { listedJourneys } from '@tara/core/journeyList';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { PageLinks } from './ContentPage';
import { HOW_STEPS, TRUST_POINTS } from './homeContent';
import { PAGE_TITLES } from './titles';
import './home.css';

/**
 * Home: what Tara is, the spec's three categories in its order (Home Loans and Personal Loans
 * coming soon, Credit Cards open), how it works in three steps, why people can trust it.
 */
export function HomePage() {
  useDocumentTitle(PAGE_TITLES.home);
  return (
    <div className="home">
      <section className="home__hero" aria-labelledby="home-title">
        <h1 id="home-title" className="home__title">
          Find credit that fits you, and know why
        </h1>
        <p className="home__lead">
          Tara, your guide, asks a few simple questions, checks your answers against each lender's
          rules and shows the offers you may be eligible for, with the reasons.
        </p>
        <div className="home__actions">
          <AppLink className="button" to="/explore-credit-cards">
            Explore credit cards
          </AppLink>
          <AppLink className="button button--secondary" to="/how-it-works">
            How it works
          </AppLink>
        </div>
      </section>

      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="home__heading">
          What you can apply for
        </h2>
        <section className="home__category" aria-labelledby="cat-home-loans">
          <h3 id="cat-home-loans">
            Home Loans <span className="badge">Coming soon</span>
          </h3>
          <p>
            To buy, build or improve a home. Not open yet: when it is, it will work the same way,
            with your eligibility explained.
          </p>
        </section>
        <section className="home__category" aria-labelledby="cat-personal-loans">
          <h3 id="cat-personal-loans">
            Personal Loans <span className="badge">Coming soon</span>
          </h3>
          <p>
            For salaried and self-employed people. We are still building this journey, so you cannot
            apply for a personal loan through Tara yet.
          </p>
        </section>
        <section className="home__category" aria-labelledby="cat-credit-cards">
          <h3 id="cat-credit-cards">Credit Cards</h3>
          <p>Answer a few questions and see the cards you are eligible for, and why.</p>
          <ul className="home__journeys">
            {listedJourneys('credit-cards').map(({ prefix, provider }) => (
              <li key={prefix}>
                <AppLink className="home__journey" to={`/${prefix}`}>
                  {provider} credit cards
                </AppLink>
              </li>
            ))}
          </ul>
          <p className="home__more">
            <AppLink to="/explore-credit-cards">Compare all card journeys</AppLink>
          </p>
        </section>
      </section>

      <section className="home__panel" aria-labelledby="home-how">
        <h2 id="home-how" className="home__heading">
          How Tara works
        </h2>
        <ol className="home__steps">
          {HOW_STEPS.map((step) => (
            <li key={step.title}>
              <h3>{step.title}</h3>
              <p>{step.text}</p>
            </li>
          ))}
        </ol>
        <AppLink to="/how-it-works">More about how it works</AppLink>
      </section>

      <section className="home__panel" aria-labelledby="home-trust">
        <h2 id="home-trust" className="home__heading">
          Why you can rely on us
        </h2>
        <ul className="home__trust">
          {TRUST_POINTS.map((point) => (
            <li key={point.title}>
              <h3>{point.title}</h3>
              <p>{point.text}</p>
            </li>
          ))}
        </ul>
        <AppLink to="/privacy">Read our privacy policy</AppLink>
      </section>

      <PageLinks />
    </div>
  );
}
