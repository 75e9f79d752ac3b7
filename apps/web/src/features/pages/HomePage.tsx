import { type Catalogue, catalogue } from '@tara/core/productList';
import { ActionLinks } from '../../app/ActionLinks';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { PageLinks } from './ContentPage';
import { CTA_LINKS } from './ctaLinks';
import { HOW_STEPS, TRUST_POINTS } from './homeContent';
import { homeSections } from './homeSections';
import { PAGE_TITLES } from './titles';
import './home.css';

/**
 * Home: what Tara is, the product families of the catalogue in its order (the spec's first:
 * Home Loans, Personal Loans, Credit Cards), each with its live products to open and its page,
 * how it works in three steps, why people can trust it.
 */
export function HomePage({ from = catalogue }: { from?: Catalogue }) {
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
        <ActionLinks
          className="home__actions"
          main={CTA_LINKS.exploreCards}
          other={CTA_LINKS.howItWorks}
        />
      </section>

      <section aria-labelledby="home-categories">
        <h2 id="home-categories" className="home__heading">
          What you can apply for
        </h2>
        {homeSections(from).map((section) => (
          <section
            key={section.id}
            className="home__category"
            aria-labelledby={`cat-${section.id}`}
          >
            <h3 id={`cat-${section.id}`}>
              {section.name} {section.soon && <span className="badge">Coming soon</span>}
            </h3>
            <p>{section.summary}</p>
            {section.soon && <p>It is not open yet: you cannot apply through Tara today.</p>}
            {section.products.length > 0 && (
              <ul className="home__journeys">
                {section.products.map((product) => (
                  <li key={product.id}>
                    <AppLink className="home__journey" to={product.entry}>
                      {product.name}
                    </AppLink>
                  </li>
                ))}
              </ul>
            )}
            {section.hub && (
              <p className="home__more">
                <AppLink to={section.hub}>See all: {section.name}</AppLink>
              </p>
            )}
          </section>
        ))}
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
