import type { Answers, AnswerValue, FieldDef, JourneyDef, StepDef } from '@tara/core';
import { getStep, isFieldVisible } from '@tara/core';
import type { Page } from 'playwright-core';
import { outboxCount, readOtp, waitForNewSms } from './auth.js';
import type { TestFile } from './testFile.js';

/** What some fields need besides their answer: the bytes to upload, the OTP to type. */
export interface WalkStepOptions {
  /** The file each `file` field uploads, by field name. */
  files?: Record<string, TestFile>;
  /** The server whose sandbox SMS outbox gives the code of an `otp` field after "Send OTP". */
  otpFrom?: string;
  /** The step is saved and then waits for an answer from outside: the URL stays. */
  waits?: boolean;
}

/**
 * Answers one journey step in the browser as a person would: by label, option name or
 * suggestion, then Continue — or waits for the radio auto-advance on one-radio steps.
 */
export async function walkStep(
  page: Page,
  journey: JourneyDef,
  stepId: string,
  values: Answers,
  earlier: Answers,
  options: WalkStepOptions = {},
): Promise<void> {
  const step = getStep(journey, stepId);
  await page.waitForURL((url) => url.pathname === `/${journey.prefix}/${stepId}`);
  await page.getByRole('heading', { name: step.title }).waitFor();
  const seen = { ...earlier, ...values };
  const visible = step.fields.filter((f) => isFieldVisible(f, seen, {}));
  for (const field of visible) await fill(page, field, values, seen, options);
  const before = page.url();
  if (!autoAdvances(step, visible)) {
    const submit = page.getByRole('button', { name: 'Continue' });
    await waitEnabled(page);
    await submit.click();
  }
  // A waiting step shows its wait bubble: the call's message, then that the page moves on.
  if (options.waits) await page.getByText('This page moves on by itself').waitFor();
  else await page.waitForURL((url) => url.toString() !== before, { timeout: 10_000 });
}

/** One visible radio and nothing else moves on by itself (spec 01 §2 radio auto-advance). */
export function autoAdvances(step: StepDef, visible: FieldDef[]): boolean {
  if (step.autoAdvance !== undefined)
    return step.autoAdvance && visible.some((f) => f.kind === 'radio');
  return visible.length === 1 && visible[0]?.kind === 'radio';
}

async function fill(
  page: Page,
  field: FieldDef,
  values: Answers,
  seen: Answers,
  options: WalkStepOptions,
): Promise<void> {
  const value = values[field.name];
  switch (field.kind) {
    case 'file': {
      const file = options.files?.[field.name];
      if (!file) throw new Error(`${field.name}: no file to upload`);
      await label(page, field).setInputFiles(file);
      await page.getByText(`Uploaded: ${file.name}`, { exact: true }).waitFor();
      return;
    }
    case 'otp': {
      const baseUrl = options.otpFrom;
      if (!baseUrl) throw new Error(`${field.name}: no SMS outbox to read the OTP from`);
      const mobile = String(seen.mobile);
      await sendOtp(page, baseUrl, mobile);
      await label(page, field).fill(await readOtp(baseUrl, mobile));
      return;
    }
    case 'radio': {
      const option = field.options?.find((o) => o.value === String(value));
      if (!option) throw new Error(`${field.name}: no option ${String(value)}`);
      await page
        .getByRole('radiogroup', { name: field.label })
        .getByRole('radio', { name: option.label, exact: true })
        .check();
      return;
    }
    case 'select': {
      if (value === undefined) return;
      await label(page, field).selectOption(String(value));
      return;
    }
    case 'checkbox':
    case 'disclaimer':
      await page.getByRole('checkbox', { name: boxName(field.label) }).setChecked(value === true);
      return;
    case 'dob': {
      const group = page.getByRole('group', { name: field.label });
      await group.getByLabel('Day').fill(String(values[`${field.name}Date`]));
      await group.getByLabel('Month').fill(String(values[`${field.name}Month`]));
      await group.getByLabel('Year').fill(String(values[`${field.name}Year`]));
      return;
    }
    case 'autosuggest': {
      if (value === undefined) return;
      const name = suggestionName(value);
      const box = page.getByRole('combobox', { name: field.label });
      await box.fill(name);
      if (typeof value === 'object') {
        await page.getByRole('option', { name, exact: true }).first().click();
      }
      return;
    }
    case 'pincode': {
      await label(page, field).fill(String(value));
      await page.getByText(/^City: /).waitFor();
      return;
    }
    default:
      if (value === undefined) return;
      await label(page, field).fill(String(value));
  }
}

/**
 * Presses Send OTP until a new code is in the outbox: a code sent to the same mobile less
 * than the server's cooldown ago is refused (429) and the button waits out the countdown.
 */
async function sendOtp(page: Page, baseUrl: string, mobile: string): Promise<void> {
  const button = page.getByRole('button', { name: /^(Send|Resend) OTP$/ });
  for (let tries = 0; tries < 3; tries += 1) {
    const before = await outboxCount(baseUrl, mobile);
    await button.click({ timeout: 45_000 });
    const sent = await waitForNewSms(baseUrl, mobile, before).then(
      () => true,
      () => false,
    );
    if (sent) return;
  }
  throw new Error(`no OTP reached ${mobile} after three tries`);
}

/**
 * The field's control by its role and accessible name (its label, plus " (optional)" when
 * the field may be left empty): a radio option of the same words is not the field.
 */
function label(page: Page, field: FieldDef) {
  const escaped = field.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const name = new RegExp(`^${escaped}( \\(optional\\))?$`);
  if (field.kind === 'select') return page.getByRole('combobox', { name });
  if (field.kind === 'file') return page.getByLabel(name).and(page.locator('input[type=file]'));
  return page.getByRole('textbox', { name }).or(page.getByRole('spinbutton', { name }));
}

function suggestionName(value: AnswerValue): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) return String(value.name);
  return String(value);
}

async function waitEnabled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const buttons = [...document.querySelectorAll('button')];
    const submit = buttons.find((b) => b.textContent?.trim() === 'Continue');
    // Continue stays focusable while not ready (aria-disabled, with a hint saying why).
    return (
      submit !== undefined && !submit.disabled && submit.getAttribute('aria-disabled') !== 'true'
    );
  });
}

/**
 * A box's accessible name: its label, where a `{call.fact}` token (the lender the personal
 * loan's match chose, decision 063) stands for whatever the page filled in.
 */
function boxName(text: string): string | RegExp {
  if (!/\{[^{}]+\}/.test(text)) return text;
  const parts = text.split(/\{[^{}]+\}/).map((p) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return new RegExp(`^${parts.join('.+')}$`);
}
