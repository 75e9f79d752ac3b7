import { describe, expect, it } from 'vitest';
import { ALL_FAQS, FAQ_GROUPS } from './faqs';

describe('FAQs', () => {
  it('have unique, URL-safe ids (questions and groups share the page)', () => {
    const ids = [...FAQ_GROUPS.map((g) => g.id), ...ALL_FAQS.map((f) => f.id)];
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-z0-9-]*$/);
  });

  it('have a question and an answer each, with no placeholder text', () => {
    for (const faq of ALL_FAQS) {
      expect(faq.question.trim()).toMatch(/\?$/);
      expect(faq.answer.length).toBeGreaterThan(0);
      for (const p of faq.answer) expect(p).not.toMatch(/lorem|ipsum|TODO/i);
    }
  });

  it('answer the questions the brief names', () => {
    const ids = ALL_FAQS.map((f) => f.id);
    for (const id of ['credit-score-impact', 'why-pan', 'how-long', 'resume', 'delete-data']) {
      expect(ids).toContain(id);
    }
  });
});
