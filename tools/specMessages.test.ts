import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { WORDING_CORRECTIONS } from '../packages/core/src/validation/wordingCorrections.js';
import messages from './spec/messages.json' with { type: 'json' };

// Every message the spec quotes word for word (issue 23): shown as quoted somewhere in the
// product's source, or one of decision 094's corrections, or listed below as not shown, with
// why. A message that disappears from the source, or a "not shown" one that comes back, fails.

const ROOT = resolve(import.meta.dirname, '..');

/** Spec messages the product does not show, and why (each names its decision or reason). */
const NOT_SHOWN: Readonly<Record<string, string>> = {
  'MSG-016':
    "address: one incompleteness sentence (MSG-0 'This address doesn't look complete…') says length and number together (decision 003)",
  'MSG-017': 'address: as MSG-016 (decision 003)',
  'MSG-018': 'address: as MSG-016 (decision 003)',
  'MSG-021':
    "pincode: the server's check always answers with its words ('Please enter a valid pincode'), so the client's fallback is never needed",
  'MSG-067':
    'card session: the journeys keep their state on the server (the lead), never in sessionStorage (decision 006)',
  'MSG-074':
    'geolocation: the shop location is asked as a pincode; no GPS capture is built (issue 23)',
  'MSG-105':
    "payment failure, the older web's variant: the current one ('We were unable to complete payment') is shown",
};

/** Messages whose figures the code fills in: the template in the source that writes them. */
const COMPUTED: Readonly<Record<string, string>> = {
  // 21 and 65 are the business loan's age bounds (PROVIDER_AGE_BOUNDS[384], dob.test.ts).
  'MSG-039': `Minimum age is ${'$'}{min}`,
  'MSG-040': `Maximum age is ${'$'}{max}`,
};

interface SpecMessage {
  id: string;
  text: string;
  exact?: boolean;
  userVisible?: boolean;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      return ['node_modules', 'dist', 'test'].includes(entry.name) ? [] : sourceFiles(path);
    }
    return /\.tsx?$/.test(entry.name) && !/\.(test|fixture)\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

const SOURCE = ['packages/core/src', 'apps/api/src', 'apps/web/src']
  .flatMap((dir) => sourceFiles(join(ROOT, dir)))
  .map((file) => readFileSync(file, 'utf8'))
  .join('\n');

/**
 * The literal parts of a quoted message: `{…}` and `N` placeholders split it (a rupee sign
 * before a placeholder belongs to the formatted amount), and a part's leading stop or space
 * belongs to the text before it.
 */
function literalParts(text: string): string[] {
  return text
    .replace(/₹\{/g, '{')
    .split(/\{[^}]*\}|\bN\b/)
    .map((part) => part.replace(/^[.\s]+/, '').trim())
    .filter((part) => part.length > 0);
}

const quoted = (messages as SpecMessage[]).filter((m) => m.exact && m.userVisible !== false);
const corrected = new Map(WORDING_CORRECTIONS.map((c) => [c.id, c]));

describe("the spec's quoted messages", () => {
  it('are read from the copied list', () => {
    expect(quoted.length).toBeGreaterThan(100);
  });

  it.each(quoted.map((m) => [m.id, m] as const))('%s is shown, corrected or listed', (id, m) => {
    const correction = corrected.get(id);
    if (correction) {
      expect(correction.spec).toBe(m.text);
      expect(SOURCE).toContain(correction.ours);
      return;
    }
    const template = COMPUTED[id];
    if (template) {
      expect(SOURCE).toContain(template);
      return;
    }
    const parts = literalParts(m.text);
    const missing = parts.filter((part) => !SOURCE.includes(part));
    if (id in NOT_SHOWN) {
      expect(missing, `${id} is listed as not shown but is there now`).not.toEqual([]);
      return;
    }
    expect(missing, `${id} '${m.text}' is not in the source`).toEqual([]);
  });

  it('lists only messages of the spec', () => {
    const ids = new Set(quoted.map((m) => m.id));
    for (const id of [...Object.keys(NOT_SHOWN), ...Object.keys(COMPUTED), ...corrected.keys()]) {
      expect(ids.has(id), id).toBe(true);
    }
  });
});
