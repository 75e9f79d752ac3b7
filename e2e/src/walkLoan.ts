import type { Answers, JourneyDef } from '@tara/core';
import { getStep, sampleAnswers } from '@tara/core';
import type { Page } from 'playwright-core';
import { answerMandate } from './answerMandate.js';
import type { TestFile } from './testFile.js';
import { walkStep } from './walkStep.js';

export interface LoanWalk {
  baseUrl: string;
  journey: JourneyDef;
  /** The sample branch whose answers are given (`default`, `okycPhysical`). */
  branch: string;
  /** Answers that replace the branch's (a fresh mobile, a sandbox loan amount, a 'no'). */
  overrides?: Answers;
  /** The file each `file` field uploads, by field name. */
  files?: Record<string, TestFile>;
  /** Stop when the page stands on this step, before answering it. */
  until?: string;
  /** What the applicant does on the sandbox bank's page when the e-mandate link arrives. */
  mandate?: 'approve' | 'decline';
  /** Answers already given (when the walk starts mid-journey). */
  answered?: Answers;
  /** Runs on each step before it is answered (to look at what it shows, or download). */
  onStep?: (stepId: string) => Promise<void>;
}

/**
 * Walks the journey in the browser from the step the page stands on, one step at a time as
 * the server routes it, until the final route (or `until`): each step answered through the
 * real UI with the branch's sample answers. A step that waits on the e-mandate is settled on
 * the sandbox bank's page the SMS links to. Answers the answers given.
 */
export async function walkLoan(page: Page, walk: LoanWalk): Promise<Answers> {
  const prefix = walk.journey.prefix;
  let answers: Answers = { ...walk.answered };
  for (let count = 0; count < 60; count += 1) {
    await page.waitForURL((url) => url.pathname.startsWith(`/${prefix}/`));
    const stepId = new URL(page.url()).pathname.slice(prefix.length + 2);
    if (`${prefix}/${stepId}` === walk.journey.finalRoute || stepId === walk.until) return answers;
    const step = getStep(walk.journey, stepId);
    await page.getByRole('heading', { name: step.title }).waitFor();
    await walk.onStep?.(stepId);
    const values = sampleAnswers(prefix, stepId, { branch: walk.branch, answers });
    for (const [key, value] of Object.entries(walk.overrides ?? {})) {
      if (key in values) values[key] = value;
    }
    const waits = walk.mandate !== undefined && step.call?.wait?.resendAfterSeconds !== undefined;
    await walkStep(page, walk.journey, stepId, values, answers, {
      otpFrom: walk.baseUrl,
      waits,
      ...(walk.files ? { files: walk.files } : {}),
    });
    answers = { ...answers, ...values };
    if (waits && walk.mandate) {
      const before = page.url();
      await answerMandate(page, walk.baseUrl, String(answers.mobile), walk.mandate);
      await page.waitForURL((url) => url.toString() !== before, { timeout: 15_000 });
    }
  }
  throw new Error('walkLoan: more than 60 steps');
}
