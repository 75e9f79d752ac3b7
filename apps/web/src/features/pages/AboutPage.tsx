import { useCompany } from '../../api/useCompany';
import { ActionLinks } from '../../app/ActionLinks';
import { SandboxNote } from '../../lib/SandboxNote';
import { ContentPage, Section, Value } from './ContentPage';
import { CTA_LINKS } from './ctaLinks';
import { productsOpenText } from './productsOpenText';
import { PAGE_TITLES } from './titles';

/** About us: who we are, what we do and do not do, and what we hold ourselves to. */
export function AboutPage() {
  const open = productsOpenText();
  const { company } = useCompany();
  return (
    <ContentPage
      heading="About Tara"
      title={PAGE_TITLES.aboutUs}
      lead="A marketplace that helps people in India find credit cards and loans they can actually get, and understand why."
    >
      <Section id="about-who" heading="Who we are">
        <SandboxNote company={company} />
        <p>
          Tara Marketplace is run by <Value value={company?.legalName} />. We built it for people
          who have been turned down without being told why, who have filled the same form three
          times, or who simply want to know where they stand before they apply.
        </p>
        <p>
          Tara is the guide you meet in every application. She asks one question at a time, explains
          why we need it, and tells you plainly when something does not fit.
        </p>
      </Section>

      <Section id="about-what" heading="What we do">
        <ul>
          <li>
            Ask for the details lenders need, in plain language, and save them as you go so you
            never lose an answer.
          </li>
          <li>
            Match your answers against each lender's published criteria and show the offers you may
            be eligible for, with the reasons.
          </li>
          <li>
            Pass your application to the bank or NBFC you choose, and nowhere else without your
            consent.
          </li>
          <li>
            Help salaried people, the self-employed and small-shop owners alike: our questions cover
            each kind of work.
          </li>
        </ul>
      </Section>

      <Section id="about-not" heading="What we do not do">
        <ul>
          <li>
            We are not a bank or an NBFC. We do not lend money or issue cards, and we do not decide
            who is approved: the lender does.
          </li>
          <li>
            We do not promise approval. The eligibility we show is an indication based on your
            answers and the lender's rules as we know them.
          </li>
          <li>We do not sell your personal data.</li>
        </ul>
      </Section>

      <Section id="about-where" heading="Where we are today">
        <p>{open.open}</p>
        <p>
          {open.soon ?? ''} Whatever is not open yet is marked "coming soon" until you can really
          apply for it.
        </p>
        <ActionLinks
          className="gp__cta"
          main={CTA_LINKS.exploreCards}
          other={CTA_LINKS.howItWorks}
        />
      </Section>
    </ContentPage>
  );
}
