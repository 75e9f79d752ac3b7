import assert from 'node:assert/strict';
import type { Locator } from 'playwright-core';

/** Asserts the element is whole on the screen, above the phone's bottom tabs where there are. */
export async function assertOnFirstScreen(element: Locator, what: string): Promise<void> {
  const box = await element.evaluate((el) => {
    const rect = el.getBoundingClientRect();
    const tray = document.querySelector('nav.tray')?.getBoundingClientRect().top;
    return { top: rect.top, bottom: rect.bottom, screen: tray ?? window.innerHeight };
  });
  assert.ok(
    box.top >= 0 && box.bottom <= box.screen,
    `${what} is on the screen: ${JSON.stringify(box)}`,
  );
}
