import { lenderCatalog, productPath } from '@tara/core/catalog';
import { productsAt } from '@tara/core/productList';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { usePathname } from '../../app/router';
import { productsOfKind } from './lenderPages';
import './loans.css';

const PAGES = {
  '/explore-loans': {
    heading: 'Explore loans',
    text: 'Personal, business and home loans from banks, NBFCs and housing finance companies. We show every lender whose rules you meet, on equal terms, ordered by APR.',
    kinds: ['personal', 'business', 'home'] as const,
  },
  '/explore-personal-loans': {
    heading: 'Explore personal loans',
    text: 'An unsecured loan for any need, repaid in equal monthly instalments. Compare every lender’s APR — the yearly cost with the processing fee included — and read each offer’s Key Fact Statement before you apply.',
    kinds: ['personal'] as const,
  },
  '/explore-business-loans': {
    heading: 'Explore business loans',
    text: 'Loans for the self-employed and their businesses. Lenders look at your business’s age, turnover and income-tax returns.',
    kinds: ['business'] as const,
  },
  '/explore-home-loans': {
    heading: 'Explore home loans',
    text: 'A loan to buy or build a home, repaid over up to 30 years. RBI lets lenders lend at most 90\u00a0% of a home’s value on loans up to ₹30 lakh, 80\u00a0% up to ₹75 lakh and 75\u00a0% above; all your EMIs together may take 40\u00a0% to 60\u00a0% of your household’s income. A co-applicant’s income counts too.',
    kinds: ['home'] as const,
  },
} as const;

const KIND_HEADING = { personal: 'Personal loans', business: 'Business loans', home: 'Home loans' };

/** The catalogue's family of each kind: its products are applied for here. */
const KIND_FAMILY = { personal: 'personal-loan', business: 'business-loan', home: 'home-loan' };

/** explore-loans, explore-personal-loans, explore-business-loans (spec 02 §2.4; decision 050), explore-home-loans (§2.5; decision 056). */
export function ExploreLoansPage() {
  const pathname = usePathname();
  const page = PAGES[pathname as keyof typeof PAGES] ?? PAGES['/explore-loans'];
  useDocumentTitle(page.heading);
  return (
    <div className="lo">
      <h1 className="lo__title">{page.heading}</h1>
      <p>{page.text}</p>
      {page.kinds.map((kind) => (
        <section key={kind} aria-labelledby={`ex-${kind}`}>
          <h2 id={`ex-${kind}`} className="lo__section">
            {KIND_HEADING[kind]}
          </h2>
          <ul className="link-line" aria-label={`Apply: ${KIND_HEADING[kind]}`}>
            {productsAt('hub', KIND_FAMILY[kind]).map((product) => (
              <li key={product.id}>
                <AppLink to={product.entry}>{product.name}</AppLink>
              </li>
            ))}
          </ul>
          <ul className="link-line">
            {productsOfKind(lenderCatalog, kind).map((p) => (
              <li key={p.id}>
                {kind !== 'business' ? (
                  <AppLink to={productPath(p)}>{p.lenderName}</AppLink>
                ) : (
                  p.lenderName
                )}
              </li>
            ))}
          </ul>
        </section>
      ))}
      <p>
        {pathname === '/explore-home-loans' ? (
          <AppLink className="button" to="/home-loan/check-eligibility">
            Check your home loan eligibility
          </AppLink>
        ) : (
          <AppLink className="button" to="/personal-loan/offers">
            See your personal loan offers
          </AppLink>
        )}
      </p>
      <p className="link-line">
        <AppLink to="/personal-loans">Every lender’s personal loan</AppLink>
      </p>
    </div>
  );
}
