import assert from 'node:assert/strict';
import type { Page } from 'playwright-core';
import { horizontalOverflow } from './auth.js';

/** The rows every partner offer step shows before acceptance (issue 22 §1, decision 080). */
const COST_ROWS = [
  'Tenure',
  'Interest rate',
  'Processing fee (with GST)',
  'Annual Percentage Rate (APR)',
  'Total amount payable',
  'Penal charges',
  'Cooling-off (look-up) period',
];

/**
 * On a partner's offer step at 360 px: the cost block (the amount or limit, every cost, the
 * APR and the total payable) and the KFS link are visible and come before the accept choice;
 * the link opens the KFS page in a new tab, which links its PDF. The step is left unanswered.
 */
export async function checkOfferCosts(
  page: Page,
  expected: { amountLabel: string; apr: RegExp; total: RegExp; illustration: boolean },
): Promise<void> {
  const row = (label: string) =>
    page.locator('.facts__row', { has: page.getByText(label, { exact: true }) });
  const accept = page.getByText('Accept the offer', { exact: true });
  const acceptTop = (await accept.boundingBox())?.y ?? 0;
  assert.ok(acceptTop > 0, 'the accept choice is on the page');
  for (const label of [expected.amountLabel, ...COST_ROWS]) {
    const r = row(label);
    assert.ok(await r.isVisible(), `${label} is shown`);
    assert.ok(((await r.boundingBox())?.y ?? Infinity) < acceptTop, `${label} is above Accept`);
  }
  assert.match(await row('Annual Percentage Rate (APR)').innerText(), expected.apr);
  assert.match(await row('Total amount payable').innerText(), expected.total);
  assert.doesNotMatch(await page.locator('.facts').innerText(), /to be confirmed|₹0\b/);
  const link = page.getByRole('link', { name: /Read the Key Fact Statement/ });
  assert.ok(await link.isVisible(), 'the KFS link is shown');
  assert.ok(
    ((await link.boundingBox())?.y ?? Infinity) < acceptTop,
    'the KFS link is above Accept',
  );
  assert.equal(await horizontalOverflow(page), 0, 'no horizontal scrolling at 360 px');

  const [kfs] = await Promise.all([page.context().waitForEvent('page'), link.click()]);
  await kfs.getByRole('heading', { name: 'Key Fact Statement', level: 1 }).waitFor();
  await kfs.getByRole('rowheader', { name: 'Annual Percentage Rate (APR)' }).waitFor();
  assert.equal(
    await kfs.getByRole('rowheader', { name: 'Illustrative drawdown' }).count(),
    expected.illustration ? 1 : 0,
  );
  const pdfHref = await kfs
    .getByRole('link', { name: 'Download this Key Fact Statement (PDF)' })
    .getAttribute('href');
  assert.ok(pdfHref, 'the KFS page links its PDF');
  const pdf = await kfs.request.get(pdfHref);
  assert.equal(pdf.status(), 200);
  assert.equal(pdf.headers()['content-type'], 'application/pdf');
  assert.equal(await horizontalOverflow(kfs), 0, 'the KFS page does not scroll sideways');
  await kfs.close();
}
