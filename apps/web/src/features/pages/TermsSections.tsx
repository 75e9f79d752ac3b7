import { AppLink } from '../../app/AppLink';
import { Section } from './ContentPage';
import type { TermsSection } from './productTerms';

/** A product's terms, section by section. */
export function TermsSections({ id, sections }: { id: string; sections: readonly TermsSection[] }) {
  return (
    <>
      {sections.map((section, i) => (
        <Section key={section.heading} id={`${id}-${i}`} heading={section.heading}>
          <ul>
            {section.items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </Section>
      ))}
      <p>
        See also Tara’s <AppLink to="/terms">terms of use</AppLink> and{' '}
        <AppLink to="/privacy">privacy policy</AppLink>.
      </p>
    </>
  );
}
