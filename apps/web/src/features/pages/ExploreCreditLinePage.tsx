import { productsAt } from '@tara/core/productList';
import { AppLink } from '../../app/AppLink';
import { ContentPage } from './ContentPage';
import { PAGE_TITLES } from './titles';

/**
 * explore-credit-line (spec 02 §2.2): what a credit line is, who it is for, how applying works,
 * and the start of each credit line of the catalogue (decision 037).
 */
export function ExploreCreditLinePage() {
  return (
    <ContentPage
      heading={PAGE_TITLES.exploreCreditLine}
      lead="A credit line for your shop: buy stock now, pay back over months, and use it again as you repay."
    >
      <h2>What is a credit line?</h2>
      <p>
        A credit line is a limit the lender approves once. You draw on it when you buy stock at
        partner stores and platforms and pay back in instalments; what you repay you can use again.
        You pay interest only on what you use.
      </p>
      <h2>Who is it for?</h2>
      <ul>
        <li>Shop owners and small businesses with a PAN and an Aadhaar.</li>
        <li>A business registration helps: GSTIN, food licence, shop establishment or Udyam.</li>
        <li>A savings or current account to repay from by e-NACH or a signed NACH form.</li>
      </ul>
      <h2>How it works</h2>
      <ol>
        <li>Tell Tara who you are; we check your PAN and pull your credit report.</li>
        <li>Complete your KYC (central KYC or Aadhaar offline KYC) and your business KYC.</li>
        <li>Northern Arc reviews your application and offers a limit, a tenure and a rate.</li>
        <li>Accept it, set up the repayment mandate and sign the agreement with an OTP.</li>
      </ol>
      <p>Checking costs nothing and your answers are saved as you go.</p>
      <ul className="gp__link-list">
        {productsAt('hub', 'credit-line').map((product) => (
          <li key={product.id}>
            <AppLink to={product.entry}>{product.name}: start your application</AppLink>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
