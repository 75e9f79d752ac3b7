import { lenderCatalog, productPath } from '@tara/core/catalog';
import { formatINR } from '@tara/core/format';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { useParams } from '../../app/router';
import { areaName, isUnsure, productsInArea } from './lenderPages';
import { rateRangeText } from './offerText';
import './loans.css';

/** /home-loans(/:area) (spec 02 §2.5; decision 056): the home loans, by lender name. */
export function HomeLoansPage() {
  return <PersonalLoansPage kind="home" />;
}

/**
 * /personal-loans(/:area) (spec 02 §2.4; decision 050): every lender's personal loan from the
 * catalog, in a city when an area is given, listed by lender name — not ranked.
 */
export function PersonalLoansPage({ kind = 'personal' }: { kind?: 'personal' | 'home' }) {
  const { area } = useParams<{ area?: string }>();
  const where = area ? areaName(lenderCatalog, area) : null;
  const noun = kind === 'home' ? 'Home loans' : 'Personal loans';
  const heading = where ? `${noun} in ${where}` : noun;
  useDocumentTitle(heading);
  const products = productsInArea(lenderCatalog, area, kind);
  return (
    <div className="lo">
      <h1 className="lo__title">{heading}</h1>
      <p>
        Lenders are listed by name. Rates are the lenders’ published ranges; figures marked “sample
        figure” are sample data, not yet checked with the lender: the lender’s own Key Fact
        Statement decides.
      </p>
      <ul className="lo__list" aria-label="Lenders">
        {products.map((p) => {
          const rates = p.rates.salaried ?? p.rates.selfEmployed ?? p.rates.professional;
          return (
            <li key={p.id} className="lo-offer">
              <h2 className="lo-offer__name">
                <AppLink to={productPath(p)}>
                  {p.lenderName} {p.name}
                </AppLink>
              </h2>
              <p>
                {formatINR(p.amount.min, 0)} to {formatINR(p.amount.max, 0)}
                {rates && `, ${rateRangeText(rates)} a year`}
                {isUnsure(p, 'rates') && <span className="lo-tbc"> (sample figure)</span>}
              </p>
            </li>
          );
        })}
      </ul>
      <p>
        <AppLink
          className="button"
          to={kind === 'home' ? '/home-loan/check-eligibility' : '/personal-loan/offers'}
        >
          See your offers from every lender
        </AppLink>
      </p>
    </div>
  );
}
