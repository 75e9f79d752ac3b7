import type { LoanProduct } from '@tara/core/catalog';
import { lenderCatalog, productAt } from '@tara/core/catalog';
import { formatINR } from '@tara/core/format';
import type { ReactNode } from 'react';
import { AppLink } from '../../app/AppLink';
import { useDocumentTitle } from '../../app/documentTitle';
import { useParams } from '../../app/router';
import { exampleKfs, isUnsure } from './lenderPages';
import { feeText, monthsText, rateRangeText } from './offerText';
import './loans.css';

const PROPERTY_WORDS = {
  ready: 'ready homes',
  underConstruction: 'homes under construction',
  resale: 'resale homes',
  plot: 'plots',
  selfConstruction: 'building on your own plot',
} as const;

/** /home-loan/:bankName/:slug (decision 056). */
export function HomeLoanProductPage() {
  return <LenderProductPage kind="home" />;
}

const PROFESSIONS = [
  ['salaried', 'Salaried'],
  ['selfEmployed', 'Self-employed'],
  ['professional', 'Self-employed professional'],
] as const;

/** A fact marked as a sample figure when the catalog has not checked it with the lender (decision 084). */
function Fact({ p, field, children }: { p: LoanProduct; field: string; children: ReactNode }) {
  return (
    <>
      {children}
      {isUnsure(p, field) && <span className="lo-tbc"> (sample figure)</span>}
    </>
  );
}

const KIND_WORDS = {
  personal: {
    title: 'Personal loan',
    lower: 'personal loan',
    list: '/personal-loans',
    offers: '/personal-loan/offers',
  },
  home: {
    title: 'Home loan',
    lower: 'home loan',
    list: '/home-loans',
    offers: '/home-loan/check-eligibility',
  },
} as const;

/**
 * /personal-loan/:bankName/:slug, and /home-loan/:bankName/:slug with the home's facts
 * (decision 056) (spec 02 §2.4; decision 050): one lender's personal loan from
 * the catalog — amounts, tenure, rates by profession, fees, eligibility — each figure the
 * catalog has not checked with the lender marked "sample figure", and an example Key Fact Statement.
 */
export function LenderProductPage({ kind = 'personal' }: { kind?: 'personal' | 'home' }) {
  const { bankName = '', slug = '' } = useParams<{ bankName: string; slug: string }>();
  const p = productAt(lenderCatalog, kind, bankName, slug);
  const words = KIND_WORDS[kind];
  useDocumentTitle(p ? `${p.lenderName} ${p.name}` : words.title);
  if (!p) {
    return (
      <div className="lo">
        <h1 className="lo__title">{words.title} not found</h1>
        <p>
          <AppLink to={words.list}>See every lender’s {words.lower}</AppLink>
        </p>
      </div>
    );
  }
  const kfs = exampleKfs(p);
  return (
    <div className="lo">
      <h1 className="lo__title">
        {p.lenderName} {p.name}
      </h1>
      <p>
        Figures from {p.source}. Rates and fees change: the lender confirms them when you apply.
      </p>
      <table className="lo-table">
        <caption className="visually-hidden">Loan facts</caption>
        <tbody>
          <tr>
            <th scope="row">Amount</th>
            <td>
              <Fact p={p} field="amount">
                {formatINR(p.amount.min, 0)} to {formatINR(p.amount.max, 0)}
              </Fact>
            </td>
          </tr>
          <tr>
            <th scope="row">Tenure</th>
            <td>
              <Fact p={p} field="tenureMonths">
                {monthsText(p.tenureMonths.min)} to {monthsText(p.tenureMonths.max)}
              </Fact>
            </td>
          </tr>
          <tr>
            <th scope="row">Processing fee</th>
            <td>
              <Fact p={p} field="processingFee">
                {feeText(p.processingFee)}
              </Fact>
            </td>
          </tr>
          <tr>
            <th scope="row">Pre-closure</th>
            <td>
              <Fact p={p} field="preClosureMonths">
                {p.preClosureMonths === 0
                  ? 'Any time'
                  : `After ${monthsText(p.preClosureMonths)} of EMIs`}
              </Fact>
            </td>
          </tr>
          <tr>
            <th scope="row">Minimum credit score</th>
            <td>
              <Fact p={p} field="minCreditScore">
                {p.minCreditScore < 0 ? 'No credit history needed' : p.minCreditScore}
              </Fact>
            </td>
          </tr>
          <tr>
            <th scope="row">Age</th>
            <td>
              <Fact p={p} field="age">
                {p.age.min} to {p.age.max} years
              </Fact>
            </td>
          </tr>
          {kind === 'home' && (
            <tr>
              <th scope="row">Lends for</th>
              <td>
                <Fact p={p} field="allowedPropertyTypes">
                  {p.allowedPropertyTypes.map((t) => PROPERTY_WORDS[t]).join(', ')}
                  {p.allowUnidentifiedProperty ? '; you may apply before choosing the home' : ''}
                </Fact>
              </td>
            </tr>
          )}
          <tr>
            <th scope="row">Cities</th>
            <td>
              <Fact p={p} field="cities">
                {p.cities === null ? 'All India' : p.cities.join(', ')}
              </Fact>
            </td>
          </tr>
        </tbody>
      </table>
      <h2 className="lo__section">Rates and eligibility by profession</h2>
      <table className="lo-table">
        <caption className="visually-hidden">Rates and minimum income by profession</caption>
        <thead>
          <tr>
            <th scope="col">Profession</th>
            <th scope="col">Interest rate a year</th>
            <th scope="col">Minimum monthly income</th>
          </tr>
        </thead>
        <tbody>
          {PROFESSIONS.map(([key, label]) => {
            const range = p.rates[key];
            const income = p.minMonthlyIncome[key];
            return (
              <tr key={key}>
                <th scope="row">{label}</th>
                <td>
                  {range ? (
                    <Fact p={p} field="rates">
                      {rateRangeText(range)}
                    </Fact>
                  ) : (
                    'Not offered'
                  )}
                </td>
                <td>
                  {range && income !== undefined ? (
                    <Fact p={p} field="minMonthlyIncome">
                      {formatINR(income, 0)}
                    </Fact>
                  ) : (
                    '—'
                  )}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {kfs && (
        <p>
          <AppLink to={kfs.path}>
            Example Key Fact Statement: {formatINR(kfs.amount, 0)} over {monthsText(kfs.tenure)}
          </AppLink>
        </p>
      )}
      <p>
        <AppLink className="button" to={words.offers}>
          See your offers from every lender
        </AppLink>
      </p>
    </div>
  );
}
