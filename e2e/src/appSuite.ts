import { after, before } from 'node:test';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { launchBrowser, phoneContext } from './launchBrowser.js';
import { type RunningServer, startServer } from './startServer.js';

export interface AppSuite {
  readonly server: RunningServer;
  readonly browser: Browser;
  /** Runs `run` on a fresh phone-sized page (its own cookies) and closes it afterwards. */
  withPhone(run: (page: Page, context: BrowserContext) => Promise<void>): Promise<void>;
}

/**
 * The built app on a fresh embedded database and Debian's Chromium for one `describe`:
 * call it at the top of the describe block; it registers the before/after hooks.
 */
export function appSuite(): AppSuite {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(async () => {
    server = await startServer();
    browser = await launchBrowser();
  });
  after(async () => {
    await browser?.close();
    await server?.stop();
  });
  const suite: AppSuite = {
    get server() {
      if (!server) throw new Error('appSuite: the server is not started yet');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('appSuite: the browser is not launched yet');
      return browser;
    },
    async withPhone(run) {
      const context = await phoneContext(suite.browser, suite.server.baseUrl);
      try {
        await run(await context.newPage(), context);
      } finally {
        await context.close();
      }
    },
  };
  return suite;
}
