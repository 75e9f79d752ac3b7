import { useEffect } from 'react';
import { policyFile } from '../../api/insuranceApi';
import { useLoad } from '../../lib/useLoad';

/** A PDF's base64 as an object URL to download. */
function pdfUrl(base64: string): string {
  const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
}

/**
 * The policy document behind `link` as an object URL to download, revoked once the page leaves
 * it; null without a link, until it is fetched, and when the fetch fails (the document is then
 * left out silently, spec 03 §4).
 */
export function usePolicyHref(link: string | null | undefined): string | null {
  const load = useLoad(
    async (signal) => {
      if (!link) return null;
      const file = await policyFile(link);
      return signal.aborted ? null : pdfUrl(file);
    },
    [link],
  );
  const href = load.status === 'ready' ? load.data : null;
  useEffect(() => (href ? () => URL.revokeObjectURL(href) : undefined), [href]);
  return href;
}
