import type { Answers, AnswerValue, FieldDef, JourneyDef, StepDef } from '@tara/core';
import { getStep, isFieldVisible } from '@tara/core';
import type { Page } from 'playwright-core';

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
): Promise<void> {
  const step = getStep(journey, stepId);
  await page.waitForURL((url) => url.pathname === `/${journey.prefix}/${stepId}`);
  await page.getByRole('heading', { name: step.title }).waitFor();
  const seen = { ...earlier, ...values };
  const visible = step.fields.filter((f) => isFieldVisible(f, seen, {}));
  for (const field of visible) await fill(page, field, values);
  const before = page.url();
  if (!autoAdvances(step, visible)) {
    const submit = page.getByRole('button', { name: 'Continue' });
    await waitEnabled(page);
    await submit.click();
  }
  await page.waitForURL((url) => url.toString() !== before, { timeout: 10_000 });
}

/** One visible radio and nothing else moves on by itself (spec 01 §2 radio auto-advance). */
export function autoAdvances(step: StepDef, visible: FieldDef[]): boolean {
  if (step.autoAdvance !== undefined)
    return step.autoAdvance && visible.some((f) => f.kind === 'radio');
  return visible.length === 1 && visible[0]?.kind === 'radio';
}

async function fill(page: Page, field: FieldDef, values: Answers): Promise<void> {
  const value = values[field.name];
  switch (field.kind) {
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
      await page.getByRole('checkbox', { name: field.label }).setChecked(value === true);
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

function label(page: Page, field: FieldDef) {
  const escaped = field.label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return page.getByLabel(new RegExp(`^${escaped}`));
}

function suggestionName(value: AnswerValue): string {
  if (value && typeof value === 'object' && !Array.isArray(value)) return String(value.name);
  return String(value);
}

async function waitEnabled(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const buttons = [...document.querySelectorAll('button')];
    const submit = buttons.find((b) => b.textContent?.trim() === 'Continue');
    return submit !== undefined && !submit.disabled;
  });
}
