import { useState } from 'react';
import { request } from '../../api/request';
import type { ActivityDocument } from './activity';

/** Saves a PDF given as base64 under `name`, as a download the browser shows. */
function saveBase64Pdf(base64: string, name: string): void {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  const url = URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * A document of an item: a plain download link for a file; for a policy (whose route answers
 * JSON with the PDF's base64, spec 03 §3) a button that fetches it and saves the PDF.
 */
export function ActivityDocumentLink({ doc, of }: { doc: ActivityDocument; of: string }) {
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (doc.delivery === 'file') {
    return (
      <a className="activity__doc" href={doc.href} download>
        {doc.label} (PDF)<span className="visually-hidden"> of {of}</span>
      </a>
    );
  }
  const fetchIt = async () => {
    setState('busy');
    try {
      const body = await request<{ data: { results: { file: string } } }>(
        doc.href.replace(/^\/api\//, ''),
      );
      saveBase64Pdf(body.data.results.file, `${doc.kind}-${doc.label.replace(/\W+/g, '-')}.pdf`);
      setState('idle');
    } catch {
      setState('failed');
    }
  };
  return (
    <>
      <button
        type="button"
        className="activity__doc"
        onClick={fetchIt}
        disabled={state === 'busy'}
        aria-busy={state === 'busy'}
      >
        {state === 'busy' ? 'Getting the document…' : `${doc.label} (PDF)`}
        <span className="visually-hidden"> of {of}</span>
      </button>
      {state === 'failed' && (
        <span role="alert" className="activity__doc-error">
          We could not get this document. Please try again.
        </span>
      )}
    </>
  );
}
