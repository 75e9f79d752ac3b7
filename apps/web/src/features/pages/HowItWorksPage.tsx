import { ActionLinks } from '../../app/ActionLinks';
import { ContentPage, Section } from './ContentPage';
import { CTA_LINKS } from './ctaLinks';
import { productsOpenText } from './productsOpenText';
import { PAGE_TITLES } from './titles';

/** How it works: the three steps at length, what we ask and why, and what happens after. */
export function HowItWorksPage() {
  const open = productsOpenText();
  return (
    <ContentPage
      heading={PAGE_TITLES.howItWorks}
      lead="Three steps, a few minutes, and no guesswork about where you stand."
    >
      <Section id="how-1" heading="1. Tell Tara about yourself">
        <p>
          Tara asks one question at a time: your name, mobile number and e-mail, your pincode, your
          date of birth, the kind of work you do and your monthly income. Some lenders ask a little
          more, such as your employer or whether you already bank with them.
        </p>
        <p>
          Every answer is saved when you press Continue. If you close the page, open the same
          application on the same browser and Tara takes you back to where you stopped. You can go
          back and change an earlier answer at any time.
        </p>
      </Section>

      <Section id="how-2" heading="2. See what fits you, and why">
        <p>
          When you finish, we compare your answers with each lender's criteria (such as age, income,
          city and type of employment) and list the offers you may be eligible for.
        </p>
        <p>
          Each offer shows its joining and annual fees in rupees and the reasons it suits you.
          Offers that do not fit are listed too, with the reason, so you know what to change or
          where not to waste an application.
        </p>
      </Section>

      <Section id="how-3" heading="3. Apply with the lender">
        <p>
          When you choose an offer, we send your application to that bank or NBFC. The lender checks
          it, usually including your credit report, and decides. The lender will contact you about
          documents, verification and the result.
        </p>
        <p>
          The eligibility we show is indicative. Only the lender can approve an application, and it
          may ask for more information than we do.
        </p>
      </Section>

      <Section id="how-help" heading="Getting help from our team">
        <p>
          With your consent, a member of our team can fill in an application with you, for example
          on a call. You still see and confirm every answer, and you can stop at any time.
        </p>
      </Section>

      <Section id="how-start" heading="Ready to start?">
        <p>{open.open}</p>
        {open.soon && <p>{open.soon}</p>}
        <ActionLinks className="gp__cta" main={CTA_LINKS.exploreCards} other={CTA_LINKS.faqs} />
      </Section>
    </ContentPage>
  );
}
