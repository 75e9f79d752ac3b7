import { formatDate } from '@tara/core/format';
import { useCompany } from '../../api/useCompany';
import { SandboxNote } from '../../lib/SandboxNote';
import { SupportEmailLink } from '../../lib/SupportEmailLink';
import { ContentPage, Section, Value } from './ContentPage';
import { GrievanceOfficer } from './GrievanceOfficer';
import { LEGAL_UPDATED } from './legal';
import { PAGE_TITLES } from './titles';

/** Privacy policy: what we collect, why, with whom we share it, for how long, your rights. */
export function PrivacyPage() {
  const { company } = useCompany();
  return (
    <ContentPage
      heading={PAGE_TITLES.privacy}
      lead="What we collect when you use Tara, why we need it, who sees it, and the rights you have over it."
    >
      <p className="gp__meta">Last updated: {formatDate(LEGAL_UPDATED)}</p>
      <SandboxNote company={company} />

      <Section id="privacy-who" heading="Who is responsible">
        <p>
          <Value value={company?.legalName} />, which runs Tara Marketplace, decides why and how
          your personal data is processed (the "Data Fiduciary" under India's Digital Personal Data
          Protection Act, 2023). This policy explains how we do it.
        </p>
      </Section>

      <Section id="privacy-what" heading="What we collect">
        <p>What you tell us in an application, one question at a time:</p>
        <ul>
          <li>your name, mobile number, e-mail address, date of birth and gender;</li>
          <li>your PAN (Permanent Account Number);</li>
          <li>your address and pincode, and your office address where a lender asks for it;</li>
          <li>your employment: salaried or self-employed, employer, designation;</li>
          <li>your income: monthly income and, if you are self-employed, whether you file ITR;</li>
          <li>your existing relationship with banks, such as cards you hold and their limits;</li>
          <li>
            for some products only, your Aadhaar number and bank account details (see below for how
            Aadhaar is handled).
          </li>
        </ul>
        <p>What your browser tells us:</p>
        <ul>
          <li>
            a cookie that links your saved answers to your browser, so you can resume, and a login
            cookie once you sign in (both unreadable by scripts on the page);
          </li>
          <li>
            the pages you visit, for our analytics. We record the page address without its query
            part, because that can contain personal details.
          </li>
        </ul>
      </Section>

      <Section id="privacy-why" heading="Why we use it">
        <ul>
          <li>to show the offers you may be eligible for, and the reasons;</li>
          <li>to send your application to the lender you choose;</li>
          <li>to save your answers so that you can stop and come back;</li>
          <li>to verify your mobile number with a one-time password (OTP);</li>
          <li>to contact you about your application and answer your questions;</li>
          <li>to keep Tara secure and prevent fraud;</li>
          <li>to meet our obligations under Indian law.</li>
        </ul>
        <p>
          We do not sell your personal data, and we do not use it for purposes you have not agreed
          to.
        </p>
      </Section>

      <Section id="privacy-share" heading="Who we share it with">
        <ul>
          <li>
            <strong>The lender you apply to</strong>: the bank, NBFC or insurer whose product you
            choose receives your application so that it can assess it. Other lenders do not.
          </li>
          <li>
            <strong>A credit bureau, with your consent</strong>: when a journey asks you and you
            agree, we fetch your credit report to show offers that fit your credit history.
          </li>
          <li>
            <strong>Service providers</strong> who work for us, such as hosting and the services
            that send OTP messages, bound by contract to use the data only for that work.
          </li>
          <li>
            <strong>Authorities</strong>, when the law requires us to.
          </li>
        </ul>
      </Section>

      <Section id="privacy-aadhaar" heading="Aadhaar, PAN and account numbers">
        <p>
          We never store your Aadhaar number in full. We keep only its last four digits; when a
          product needs your Aadhaar verified, the full number is passed on to the party that
          verifies it and is not kept by us. Your PAN and bank account numbers are masked in our
          system logs.
        </p>
      </Section>

      <Section id="privacy-keep" heading="How long we keep it">
        <p>
          We keep the answers of an unfinished application so that you can resume it. We keep a
          completed application for as long as we need it to follow it up with the lender, answer
          your questions or complaints, and meet the record-keeping rules of Indian law. After that
          we delete it or make it anonymous. You can ask us to delete your data sooner (see your
          rights below).
        </p>
      </Section>

      <Section id="privacy-rights" heading="Your rights under the DPDP Act, 2023">
        <ul>
          <li>
            <strong>Access</strong>: ask for a summary of the personal data we hold about you, what
            we do with it, and who we have shared it with.
          </li>
          <li>
            <strong>Correction and erasure</strong>: ask us to correct, complete or update your
            data, or to erase it unless the law requires us to keep it.
          </li>
          <li>
            <strong>Withdraw consent</strong> at any time, as easily as you gave it. What we did
            before stays lawful, and we may no longer be able to process an application that needs
            that data.
          </li>
          <li>
            <strong>Grievance redressal</strong>: complain to us, and if you are not satisfied with
            our answer, to the Data Protection Board of India.
          </li>
          <li>
            <strong>Nominate</strong> someone to exercise these rights for you in case of death or
            incapacity.
          </li>
        </ul>
        <p>
          To use any of these rights, write to <SupportEmailLink company={company} /> from the
          e-mail address you gave us, or mention the mobile number you applied with. We may confirm
          it is you with an OTP before we act.
        </p>
        <p>
          The Act also asks you to give us authentic information and not to impersonate anyone else.
        </p>
      </Section>

      <Section id="privacy-security" heading="How we protect it">
        <p>
          Access to personal data is limited to the people and systems that need it. A user can read
          only their own applications, and staff get access only through assigned permissions.
        </p>
      </Section>

      <Section id="privacy-children" heading="Children">
        <p>Tara is not meant for anyone under 18, and we do not knowingly collect their data.</p>
      </Section>

      <Section id="privacy-grievance" heading="Grievance Officer">
        <GrievanceOfficer company={company} />
        <p>
          We may update this policy; the date at the top shows when it last changed, and we will
          tell you about important changes.
        </p>
      </Section>
    </ContentPage>
  );
}
