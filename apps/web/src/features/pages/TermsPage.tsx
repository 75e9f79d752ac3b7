import { formatDate } from '@tara/core/format';
import { useCompany } from '../../api/useCompany';
import { AppLink } from '../../app/AppLink';
import { SandboxNote } from '../../lib/SandboxNote';
import { SupportEmailLink } from '../../lib/SupportEmailLink';
import { ContentPage, Section, Value } from './ContentPage';
import { GrievanceOfficer } from './GrievanceOfficer';
import { LEGAL_UPDATED } from './legal';
import { PAGE_TITLES } from './titles';

/** Terms of use of the marketplace; the company's details are its configured identity. */
export function TermsPage() {
  const { company } = useCompany();
  return (
    <ContentPage
      heading={PAGE_TITLES.terms}
      lead="Please read these terms before you use Tara. By using the website or app you agree to them."
    >
      <p className="gp__meta">Last updated: {formatDate(LEGAL_UPDATED)}</p>
      <SandboxNote company={company} />

      <Section id="terms-who" heading="1. Who we are">
        <p>
          Tara Marketplace ("Tara", "we", "us") is run by <Value value={company?.legalName} /> (CIN{' '}
          <Value value={company?.cin} />
          ), whose registered office is at <Value value={company?.registeredOffice} />. Tara is an
          online marketplace: it collects your details, shows credit cards, loans and other
          financial products you may be eligible for, and passes your application to the bank,
          non-banking financial company (NBFC) or insurer you choose (the "lender").
        </p>
        <p>
          We are not a lender. We do not lend money, issue cards or sell insurance ourselves, and we
          do not decide whether an application is approved.
        </p>
      </Section>

      <Section id="terms-use" heading="2. Who may use Tara">
        <ul>
          <li>
            You must be at least 18 years old and able to enter into a contract under Indian law.
          </li>
          <li>
            You may apply only for yourself, with your own details, PAN and mobile number. Our staff
            may fill in an application for you only with your consent.
          </li>
          <li>Tara is meant for residents of India.</li>
        </ul>
      </Section>

      <Section id="terms-eligibility" heading="3. Eligibility is indicative; the lender decides">
        <p>
          The offers and eligibility we show are based on the answers you give and on each lender's
          criteria as we understand them. They are an indication, not an offer of credit or a
          promise of approval.
        </p>
        <p>
          The lender makes its own checks (which usually include your credit report, your documents
          and its own policies) and alone decides whether to approve, on what terms, with what limit
          or amount, and at what interest rate. The lender may ask you for more information. Your
          agreement for any card, loan or policy is with the lender, on the lender's terms.
        </p>
      </Section>

      <Section id="terms-fees" heading="4. Fees">
        <ul>
          <li>Checking offers and applying through Tara is free for you.</li>
          <li>
            Lenders charge their own fees, such as joining, annual or processing fees, interest and
            late charges. We show fees where lenders give them to us, but the lender's documents are
            final: please read them before you accept.
          </li>
          <li>
            Lenders may pay us a fee for applications we pass on. This does not change the fees you
            pay the lender.
          </li>
          <li>
            If we offer a paid service in future (for example a membership plan), its price and
            terms will be shown to you before you pay.
          </li>
        </ul>
      </Section>

      <Section id="terms-yours" heading="5. Your obligations">
        <ul>
          <li>Give true, complete and current information, and correct it if it changes.</li>
          <li>Keep your mobile number and one-time passwords (OTPs) to yourself.</li>
          <li>
            Do not use another person's details, or apply on their behalf without their consent.
          </li>
          <li>
            Do not misuse Tara: no automated scraping, no attempts to break or overload it, no false
            or fraudulent applications.
          </li>
        </ul>
        <p>
          Giving false information to a lender can lead to rejection and may be an offence. We may
          refuse or stop passing on applications that look false or fraudulent.
        </p>
      </Section>

      <Section id="terms-consent" heading="6. Sharing your application and contacting you">
        <p>
          When you apply, you ask us to share your details with the lender you chose so that it can
          process your application. With your consent we may also fetch your credit report from a
          credit bureau. The lender, and we, may contact you by call, SMS or e-mail about your
          application. How we handle your data is set out in our{' '}
          <AppLink to="/privacy">privacy policy</AppLink>.
        </p>
      </Section>

      <Section id="terms-info" heading="7. Information on Tara">
        <p>
          We take care to keep product information correct, but lenders change their products, fees
          and criteria. Tara gives general information, not financial advice: please decide what
          suits you, and ask the lender if anything is unclear. Links to lenders' websites are
          governed by the lenders' own terms.
        </p>
      </Section>

      <Section id="terms-liability" heading="8. Our liability">
        <p>
          We are not responsible for a lender's decision, for its products or services, or for
          delays on its side. As far as the law allows, we are not liable for indirect or
          consequential loss arising from your use of Tara. Nothing in these terms limits any right
          you have under Indian consumer protection law.
        </p>
      </Section>

      <Section id="terms-ip" heading="9. Our content">
        <p>
          The Tara name, the guide, the design and the text of this service belong to us. You may
          use them to apply for products for yourself, not copy or reuse them for anything else.
        </p>
      </Section>

      <Section id="terms-changes" heading="10. Suspension and changes">
        <p>
          We may suspend access to anyone who breaks these terms. We may change these terms; the
          date above shows when they last changed, and we will tell you about important changes
          before they apply to you.
        </p>
      </Section>

      <Section id="terms-law" heading="11. Governing law">
        <p>
          These terms are governed by the laws of India. The courts at{' '}
          <Value value={company?.jurisdictionCity} /> have jurisdiction over any dispute, subject to
          your right to approach a consumer commission.
        </p>
      </Section>

      <Section id="terms-grievance" heading="12. Grievance Officer and contact">
        <p>
          For questions, write to <SupportEmailLink company={company} /> or call{' '}
          <Value value={company?.supportPhone} />. If you are not satisfied with our answer, you can
          write to our Grievance Officer:
        </p>
        <GrievanceOfficer company={company} />
        <p>
          Complaints about a card, loan or policy itself are handled by the lender under its own
          grievance process, which its documents describe.
        </p>
      </Section>
    </ContentPage>
  );
}
