import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Page } from 'playwright-core';

/** One axe-core rule broken on a page: serious or critical only. */
export interface AxeViolation {
  id: string;
  impact: 'serious' | 'critical';
  help: string;
  /** How many elements break it. */
  count: number;
  /** The first few of those elements, as CSS selectors. */
  targets: string[];
}

/** The WCAG 2.0 and 2.1 A and AA rules: what "accessible" means in our standard. */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

let source: string | undefined;

/** axe-core's minified build, read once from the installed package. */
function axeSource(): string {
  if (source === undefined) {
    const require = createRequire(import.meta.url);
    source = readFileSync(join(dirname(require.resolve('axe-core')), 'axe.min.js'), 'utf8');
  }
  return source;
}

/**
 * Runs axe-core on the page as it is now and returns the serious and critical violations
 * of the WCAG 2.x A/AA rules. Wait for the page's own content to show before calling it.
 */
export async function axeViolations(page: Page): Promise<AxeViolation[]> {
  const injected = await page.evaluate(() => 'axe' in window);
  // Evaluated, not added as an inline <script>: the site's CSP refuses inline scripts.
  if (!injected) await page.evaluate(axeSource());
  // A string body: the test runner's transform would add helpers the page lacks.
  const found = (await page.evaluate(
    `axe.run(document, { runOnly: { type: 'tag', values: ${JSON.stringify(TAGS)} }, resultTypes: ['violations'] })
      .then((r) => r.violations.map((v) => ({
        id: v.id,
        impact: v.impact,
        help: v.help,
        count: v.nodes.length,
        targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')),
      })))`,
  )) as { id: string; impact: string | null; help: string; count: number; targets: string[] }[];
  return found.filter((v): v is AxeViolation => v.impact === 'serious' || v.impact === 'critical');
}

/** The violations as lines for an assertion message. */
export function describeViolations(where: string, violations: AxeViolation[]): string {
  const lines = violations.map(
    (v) => `  ${v.id} (${v.impact}, ${v.count}×): ${v.help}\n    at ${v.targets.join(' | ')}`,
  );
  return `${where}: ${violations.length} serious or critical accessibility violations\n${lines.join('\n')}`;
}
