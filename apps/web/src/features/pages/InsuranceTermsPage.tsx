import { useParams } from '../../app/router';
import { ContentPage, Section } from './ContentPage';
import { insuranceTermsOf } from './productTerms';
import { PAGE_TITLES } from './titles';

/**
 * /insurance/terms-and-conditions/:slug (decision 064): the terms of the insurance product the
 * journey's disclaimer accepts (it opened Tara's terms of use before): its insurers, its key
 * exclusions, and that the insurer's policy wording is the contract.
 */
export function InsuranceTermsPage() {
  const { slug = '' } = useParams<{ slug: string }>();
  const terms = insuranceTermsOf(slug);
  if (!terms) {
    return (
      <ContentPage heading={PAGE_TITLES.insuranceTerms}>
        <p>We could not find this insurance product.</p>
      </ContentPage>
    );
  }
  return (
    <ContentPage
      heading={`${terms.name}: policy terms`}
      lead="A summary of the policy you buy through Tara. The insurer's policy wording, sent with your policy schedule, is the contract and prevails over this page."
    >
      {terms.parts.map((part, i) => (
        <Section key={part.name} id={`insurance-terms-${i}`} heading={part.name}>
          <p>Insured by {part.insurers.join(' or ')}, as your plan names.</p>
          <h3>Key exclusions</h3>
          <ul>
            {part.exclusions.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
      ))}
      <Section id="insurance-terms-buying" heading="Buying, claims and complaints">
        <ul>
          <li>
            You see the insurer, the cover, the premium (GST included, or GST exempt for an
            individual life or health cover) and the key exclusions before you pay; the insurer
            issues the policy once the premium is paid.
          </li>
          <li>
            Free-look period: you may return a new individual life or health policy within 30 days
            of receiving the policy document (IRDAI's free-look period for a policy bought online),
            without giving a reason. The insurer refunds the premium less the cover already given,
            stamp duty and any medical check-up costs, as the policy wording sets out. Shop
            insurance, a non-life cover, has no free-look period.
          </li>
          <li>
            If the insurer refuses your proposal after you have paid, no policy is issued and the
            premium is refunded in full to the account or card you paid from.
          </li>
          <li>
            Claims are made to the insurer and decided by it. A complaint goes to the insurer first,
            then to IRDAI's Bima Bharosa or the Insurance Ombudsman.
          </li>
        </ul>
      </Section>
    </ContentPage>
  );
}
