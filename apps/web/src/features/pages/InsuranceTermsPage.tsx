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
            The policy may be cancelled in its free-look period for a refund, as the policy wording
            and IRDAI's rules set out.
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
