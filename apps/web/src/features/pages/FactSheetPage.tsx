import { formatDate } from '@tara/core/format';
import { useEffect, useMemo, useState } from 'react';
import { useCompany } from '../../api/useCompany';
import { SandboxNote } from '../../lib/SandboxNote';
import { ContentPage, Section } from './ContentPage';
import { FACT_SHEET_UPDATED, factSheet, factSheetHtml } from './factSheet';
import { PAGE_TITLES } from './titles';

const FILE_NAME = 'tara-fact-sheet.html';

/**
 * The fact sheet: shown on the page (which prints cleanly), and offered as a small HTML file
 * made in the browser from the same data, so nothing binary is shipped or fetched.
 */
export function FactSheetPage() {
  const [href, setHref] = useState<string | null>(null);
  const [size, setSize] = useState(0);
  const { company } = useCompany();
  const sections = useMemo(() => factSheet(company), [company]);

  useEffect(() => {
    const blob = new Blob([factSheetHtml(sections)], { type: 'text/html;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    setHref(url);
    setSize(blob.size);
    return () => URL.revokeObjectURL(url);
  }, [sections]);

  return (
    <ContentPage
      heading="Tara fact sheet"
      title={PAGE_TITLES.factSheet}
      lead="Tara on one page: what we do, what it costs you, and how we handle your data."
    >
      <p className="gp__meta">Last updated: {formatDate(FACT_SHEET_UPDATED)}</p>
      <SandboxNote company={company} />
      <div className="gp__cta no-print">
        {href && (
          <a className="button" href={href} download={FILE_NAME}>
            Download (HTML, {Math.max(1, Math.round(size / 1024))} KB)
          </a>
        )}
        <button type="button" className="button button--secondary" onClick={() => window.print()}>
          Print
        </button>
      </div>
      <p className="form__hint no-print">
        The download is a web page you can open in any browser, keep or share. If it does not
        download inside the app, use Print to save it as a PDF from your phone's print screen.
      </p>
      {sections.map((section, i) => (
        <Section key={section.heading} id={`fact-${i}`} heading={section.heading}>
          <ul>
            {section.points.map((point) => (
              <li key={point}>{point}</li>
            ))}
          </ul>
        </Section>
      ))}
    </ContentPage>
  );
}
