import assert from 'node:assert/strict';
import { execFile } from 'node:child_process';
import { join, resolve } from 'node:path';
import { before, describe, it } from 'node:test';
import { promisify } from 'node:util';
import type { JourneyDef, LeadPrefillResponse } from '@tara/core';
import { getStep, samplePath } from '@tara/core';
import type { BrowserContext, Cookie, Page } from 'playwright-core';
import { appSuite } from '../src/appSuite.js';
import { createUser, logInInBrowser, newMobile } from '../src/auth.js';
import { fetchJourney, walkPath } from '../src/journeyFixtures.js';
import type { RunningServer } from '../src/startServer.js';

const HDFC = 'credit-cards/hdfc';
const DISCLAIMER_STEP = 'step11';
const root = resolve(import.meta.dirname, '..', '..');
const run = promisify(execFile);

/**
 * The operator's command (`npm run admin:grant`, built) on the server's own database. The
 * embedded database allows one process at a time, so the server is stopped meanwhile.
 */
async function grantAdmin(server: RunningServer, mobile: string): Promise<string> {
  let stdout = '';
  await server.restart(async () => {
    const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: server.dataDir };
    if (server.databaseUrl) env.DATABASE_URL = server.databaseUrl;
    else delete env.DATABASE_URL;
    const cli = join(root, 'apps/api/dist/cli/grantAdmin.js');
    ({ stdout } = await run(process.execPath, [cli, '--mobile', mobile, '--permissions', '1,44'], {
      env,
      cwd: root,
    }));
  });
  return stdout;
}

const resetButton = (page: Page) => page.getByRole('button', { name: 'Reset', exact: true });

/** Opens a journey step and waits until it is shown (the session check has answered). */
async function openStep(page: Page, journey: JourneyDef, stepId: string, query = '') {
  await page.goto(`/${journey.prefix}/${stepId}${query}`);
  await page.waitForURL((url) => url.pathname === `/${journey.prefix}/${stepId}` && !url.search);
  await page.getByRole('heading', { name: getStep(journey, stepId).title }).waitFor();
}

/** Walks the HDFC sample path up to the step with the HDFC disclaimer and returns its box. */
async function walkToDisclaimer(page: Page, journey: JourneyDef) {
  const path = samplePath(HDFC, 'default');
  const at = path.findIndex(([id]) => id === DISCLAIMER_STEP);
  await walkPath(page, journey, 'default', at);
  await page.waitForURL((url) => url.pathname === `/${HDFC}/${DISCLAIMER_STEP}`);
  const step = getStep(journey, DISCLAIMER_STEP);
  await page.getByRole('heading', { name: step.title }).waitFor();
  const field = step.fields.find((f) => f.name === 'isHDFCDisclaimerChecked');
  assert.ok(field, 'the HDFC disclaimer is on its step');
  const box = page.getByRole('checkbox', { name: field.label });
  await box.waitFor();
  return box;
}

const base64Json = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64');

describe('admin powers in the browser', () => {
  const app = appSuite();
  const admin = newMobile();
  const user = newMobile();
  let grantOutput = '';
  let hdfc: JourneyDef;
  /** The session cookie of each, from one login in the browser after the grant. */
  const sessions = new Map<string, Cookie>();

  before(async () => {
    await createUser(app.server.baseUrl, admin);
    await createUser(app.server.baseUrl, user);
    grantOutput = await grantAdmin(app.server, admin);
    hdfc = await fetchJourney(app.server.baseUrl, HDFC);
    for (const mobile of [admin, user]) {
      await app.withPhone(async (page, context) => {
        await page.goto('/login');
        await logInInBrowser(page, app.server.baseUrl, mobile);
        const sid = (await context.cookies()).find((c) => c.name === 'tara_sid');
        assert.ok(sid, 'logged in');
        sessions.set(mobile, sid);
      });
    }
  });

  /** A fresh phone (its own visitor and tab) logged in as `mobile`. */
  const asUser = (mobile: string, run: (page: Page, context: BrowserContext) => Promise<void>) =>
    app.withPhone(async (page, context) => {
      const sid = sessions.get(mobile);
      assert.ok(sid);
      await context.addCookies([sid]);
      await run(page, context);
    });

  it('the grant command names the user by a masked mobile only', () => {
    const masked = `XXXXXX${admin.slice(-4)}`;
    assert.match(
      grantOutput,
      new RegExp(`Granted admin permissions 1, 44 to the user with mobile ${masked}`),
    );
    assert.equal(grantOutput.includes(admin), false, 'the whole mobile is never printed');
  });

  it('an admin sees the reset button and the HDFC disclaimer unticked (064); Reset starts again', () =>
    asUser(admin, async (page) => {
      await openStep(page, hdfc, 'step1');
      await resetButton(page).waitFor();
      const box = await walkToDisclaimer(page, hdfc);
      assert.equal(await box.isChecked(), false, 'ticked by the customer, not beforehand');
      assert.equal(await resetButton(page).isVisible(), true);

      page.once('dialog', (dialog) => void dialog.accept());
      await resetButton(page).click();
      await page.waitForURL((url) => url.pathname === `/${HDFC}/step1` && !url.search);
      await page.getByRole('heading', { name: getStep(hdfc, 'step1').title }).waitFor();
      const firstName = getStep(hdfc, 'step1').fields[0]?.label ?? '';
      assert.equal(await page.getByLabel(firstName, { exact: true }).inputValue(), '');
      const current = await page.request.get(`/api/lead/current?journey=${HDFC}`);
      assert.equal(current.status(), 404, 'the answers are gone on the server too');
    }));

  it('a user who is not an admin sees no reset button and the disclaimer unticked', () =>
    asUser(user, async (page) => {
      await openStep(page, hdfc, 'step1');
      assert.equal(await resetButton(page).count(), 0);
      const box = await walkToDisclaimer(page, hdfc);
      assert.equal(await box.isChecked(), false, 'the user ticks it themselves');
      assert.equal(await resetButton(page).count(), 0);
    }));

  it('an encodedData link with isVerified verifies the mobile only in an admin session', async () => {
    const customer = newMobile();
    const encoded = base64Json({
      firstname: 'Lata',
      lastname: 'Devi',
      mobile: customer,
      isVerified: true,
    });
    const link = `?encodedData=${encodeURIComponent(encoded)}&formSource=admin`;
    const firstName = getStep(hdfc, 'step1').fields[0]?.label ?? '';
    const open = async (page: Page, expectVerified: boolean) => {
      const answered = page.waitForResponse(
        (res) => new URL(res.url()).pathname === '/api/lead/prefill',
      );
      // The link leaves the URL once the server has made the lead.
      await openStep(page, hdfc, 'step1', link);
      const res = await answered;
      assert.equal(res.status(), 200);
      const body = (await res.json()) as LeadPrefillResponse;
      assert.deepEqual(body.data.results.prefilled, ['firstname', 'lastname', 'mobile']);
      assert.equal(body.data.results.mobile_verified, expectVerified);
      assert.equal(await page.getByLabel(firstName, { exact: true }).inputValue(), 'Lata');
    };
    await asUser(admin, (page) => open(page, true));
    await asUser(user, (page) => open(page, false));
    await app.withPhone((page) => open(page, false)); // an anonymous visitor
  });
});
