import { useEffect } from 'react';
import { useCompany } from '../../api/useCompany';
import { SandboxNote } from '../../lib/SandboxNote';
import { SupportEmailLink } from '../../lib/SupportEmailLink';
import { ContentPage, Section, Value } from './ContentPage';
import { FAQ_GROUPS } from './faqs';
import { PAGE_TITLES } from './titles';

/** Help and FAQs: questions by topic, each a native disclosure (works without script). */
export function HelpPage() {
  const { company } = useCompany();
  // A link to /help-and-faqs#<id> opens that question.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    const target = id ? document.getElementById(id) : null;
    if (target instanceof HTMLDetailsElement) {
      target.open = true;
      target.scrollIntoView();
    }
  }, []);
  return (
    <ContentPage
      heading={PAGE_TITLES.helpAndFaqs}
      lead="Answers to the questions people ask us most. Tap a question to open it."
    >
      {FAQ_GROUPS.map((group) => (
        <Section key={group.id} id={group.id} heading={group.heading}>
          {group.faqs.map((faq) => (
            <details key={faq.id} id={faq.id} className="faq">
              <summary>{faq.question}</summary>
              <div className="faq__answer">
                {faq.answer.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </div>
            </details>
          ))}
        </Section>
      ))}
      <Section id="faq-contact" heading="Still need help?">
        <SandboxNote company={company} />
        <p>
          Write to us at <SupportEmailLink company={company} /> or call{' '}
          <Value value={company?.supportPhone} />. We answer <Value value={company?.supportHours} />
          .
        </p>
      </Section>
    </ContentPage>
  );
}
