import { startServer } from '@tara/e2e/startServer';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { signUp } from './benchClient.js';

// Lighthouse (its default mobile preset: a mid-range phone, simulated slow 4G) on the built
// server, in Debian's Chromium: the four category scores and the largest contentful paint
// of the home page, the card list, a card page, a journey's first step, and (issue 22) the
// loan offers, a Key Fact Statement, an insurance plan step, the score and the account.
// Goal (issue 7): performance >= 95, accessibility 100.

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const GOAL = { performance: 95, accessibility: 100 };

export async function lighthouseBench(): Promise<void> {
  const server = await startServer();
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM,
    // The machine has no outside network: nothing may try to reach Google's services.
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    const paths = ['/', '/credit-cards', await cardPath(server.baseUrl), '/credit-cards/sbi/step1'];
    // Issue 22: the pages where costs are shown before commitment, and the account.
    paths.push(
      '/personal-loan/offers',
      '/personal-loan/kfs/5021?amount=500000&tenure=36&employment=salaried&creditLevel=excellent',
      '/insurance/shop-insurance/step0.6',
    );
    const signedIn = ['/profile/credit-score', '/profile/my-home'];
    const cookie = await signUp(server.baseUrl, `98${String(Date.now()).slice(-8)}`);
    for (const path of [...paths, ...signedIn]) {
      const result = await lighthouse(`${server.baseUrl}${path}`, {
        port: chrome.port,
        logLevel: 'error',
        output: 'json',
        onlyCategories: [...CATEGORIES],
        ...(signedIn.includes(path) ? { extraHeaders: { cookie } } : {}),
      });
      if (!result) throw new Error(`lighthouse gave no result for ${path}`);
      const { lhr } = result;
      const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
      const ms = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
      const lcp = ms('largest-contentful-paint');
      const scores = CATEGORIES.map((c) => `${c} ${score(c)}`).join(', ');
      const met =
        score('performance') >= GOAL.performance && score('accessibility') >= GOAL.accessibility;
      console.log(
        `lighthouse ${path} (mobile): ${scores}; LCP ${(lcp / 1000).toFixed(2)} s${met ? '' : ' (below goal)'}`,
      );
      // What the performance score is made of, to see what to fix.
      console.log(
        `    FCP ${(ms('first-contentful-paint') / 1000).toFixed(2)} s, TBT ${ms('total-blocking-time').toFixed(0)} ms, CLS ${ms('cumulative-layout-shift').toFixed(3)}, speed index ${(ms('speed-index') / 1000).toFixed(2)} s`,
      );
      for (const failed of failedAudits(lhr)) console.log(`    ${failed}`);
    }
  } finally {
    chrome.kill();
    await server.stop();
  }
}

/** A card detail page: the first card of the catalog the server was seeded with. */
async function cardPath(baseUrl: string): Promise<string> {
  const res = await fetch(`${baseUrl}/api/credit_cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ limit: 1 }),
  });
  const body = (await res.json()) as { results?: { url: string }[] };
  const url = body.results?.[0]?.url;
  if (!url) throw new Error(`no card in /api/credit_cards (${res.status})`);
  return url;
}

interface Lhr {
  categories: Record<string, { score: number | null; auditRefs: { id: string; weight: number }[] }>;
  audits: Record<string, { score: number | null; title: string; numericValue?: number }>;
}

/** The accessibility, best-practice and SEO audits that failed: what to fix next. */
function failedAudits(lhr: Lhr): string[] {
  const out: string[] = [];
  for (const c of ['accessibility', 'best-practices', 'seo']) {
    for (const ref of lhr.categories[c]?.auditRefs ?? []) {
      const audit = lhr.audits[ref.id];
      if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
        out.push(`${c}: ${audit.title}`);
      }
    }
  }
  return out;
}

if (import.meta.filename === process.argv[1]) await lighthouseBench();
