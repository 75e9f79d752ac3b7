import { formatINR } from '@tara/core';
import type { DocumentParties } from '@tara/core/catalog';
import type { MandateView } from './data.js';

// The sandbox bank's mandate page: plain server-rendered HTML under the site's CSP (no inline
// script or style: the script and the style sheet are files of their own, decision 017).

export const ENACH_ASSETS = '/api/sandbox/enach/assets';

const escapeHtml = (s: string): string => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const ACCOUNT_TYPES: Record<number, string> = { 7: 'Savings', 3: 'Current' };

/** In whose favour: the lead's product's lender and purpose (decision 069); unknown, a dash. */
const inFavourOf = (parties: DocumentParties | null): string =>
  parties ? `${parties.provider.legalName ?? parties.provider.name} (${parties.purpose})` : '—';

/**
 * The page of one mandate: what is authorised, in whose favour (the lead's product's lender),
 * and Approve / Decline (or its outcome).
 */
export function enachPageHtml(
  mandate: MandateView,
  bankName: string | null,
  parties: DocumentParties | null,
): string {
  const d = mandate.details;
  const amount = typeof d.amountPaise === 'number' ? formatINR(d.amountPaise / 100) : '—';
  const rows: [string, string][] = [
    ['Mandate', mandate.mandateId],
    ['In favour of', inFavourOf(parties)],
    ['Bank', bankName ?? String(d.bankIfscCode ?? '—')],
    [
      'Account',
      `${String(d.bankAccountNo ?? '—')} (${ACCOUNT_TYPES[Number(d.accountType)] ?? '—'})`,
    ],
    ['Account holder', String(d.accountHolderName ?? '—')],
    ['Maximum debit', amount],
    ['Frequency', 'As presented'],
  ];
  const list = rows.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('');
  const id = escapeHtml(mandate.mandateId);
  const body = mandate.outcome
    ? `<p class="done" role="status">This mandate is ${escapeHtml(mandate.outcome)}.</p>`
    : `<form method="post" action="/api/sandbox/enach/${id}/decision" data-enach>
<button type="submit" name="decision" value="approve">Approve mandate</button>
<button type="submit" name="decision" value="decline" class="secondary">Decline</button>
</form>
<p id="status" role="status" aria-live="polite"></p>`;
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<link rel="icon" href="data:,">
<title>Authorise e-mandate — sandbox bank</title>
<link rel="stylesheet" href="${ENACH_ASSETS}/page.css">
<script type="module" src="${ENACH_ASSETS}/page.js"></script>
</head>
<body>
<main>
<p class="sandbox">Sandbox bank: nothing here reaches a real bank.</p>
<h1>Authorise e-mandate</h1>
<dl>${list}</dl>
${body}
</main>
</body>
</html>
`;
}

/** Posts the choice as JSON (every POST of ours is JSON) and shows what the bank answered. */
export const ENACH_PAGE_JS = `const form = document.querySelector('form[data-enach]');
const status = document.getElementById('status');
const buttons = form ? [...form.querySelectorAll('button')] : [];
form?.addEventListener('submit', async (event) => {
  event.preventDefault();
  const decision = event.submitter?.value;
  for (const b of buttons) b.disabled = true;
  status.textContent = 'Sending your answer…';
  try {
    const res = await fetch(form.action, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ decision }),
    });
    const body = await res.json();
    if (res.ok) {
      status.textContent = body.data.results.message;
      form.remove();
      return;
    }
    status.textContent = (body.errors ?? ['Something went wrong']).join(', ');
  } catch {
    status.textContent = 'Something went wrong';
  }
  for (const b of buttons) b.disabled = false;
});
`;

export const ENACH_PAGE_CSS = `body{margin:0;font:16px/1.5 system-ui,sans-serif;color:#1b1b1f;background:#f4f5f7}
main{max-width:28rem;margin:0 auto;padding:1.5rem 1rem}
.sandbox{background:#fff4d6;border-radius:.5rem;padding:.5rem .75rem;font-size:.875rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem;background:#fff;padding:1rem;border-radius:.5rem}
dt{color:#5b5d66}dd{margin:0;font-weight:600;overflow-wrap:anywhere}
form{display:flex;gap:.75rem;margin-top:1.5rem}
button{flex:1;min-height:3rem;border:0;border-radius:.5rem;font:inherit;font-weight:600;background:#9c1d27;color:#fff;cursor:pointer}
button.secondary{background:#fff;color:#9c1d27;border:2px solid #9c1d27}
button:disabled{opacity:.5}
`;
