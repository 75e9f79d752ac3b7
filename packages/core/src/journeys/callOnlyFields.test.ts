import { describe, expect, it } from 'vitest';
import { analyseJourney } from '../engine/analyseJourney.js';
import { applyStep } from '../engine/applyStep.js';
import { journeyState } from '../engine/journeyState.js';
import type { FieldDef, JourneyDef } from '../journeyModel/types.js';
import { journeys } from '../products/journeyRegistry.js';

// The Aadhaar ZIP's share code opens the resident's whole KYC (name, date of birth, address,
// photo) with the ZIP: it is passed to the step's call and never kept (issue 20 item 3;
// decisions 025, 062). Checked over the whole registry, so a new journey cannot forget.
const isShareCode = (f: FieldDef) => /share\s*code/i.test(`${f.name} ${f.label}`);

describe('fields passed to the call only (the share code)', () => {
  const shareCodes = journeys.flatMap((j) =>
    j.steps.flatMap((s) => s.fields.filter(isShareCode).map((f) => ({ j, s, f }))),
  );

  it('finds the share code of every journey with an Aadhaar ZIP', () => {
    const withZip = journeys.filter((j) =>
      j.steps.some((s) => s.fields.some((f) => f.kind === 'file' && f.file?.documentType === 40)),
    );
    expect(withZip.map((j) => j.prefix)).toEqual([
      'business-loan/idfc',
      'credit-line/nacl',
      'credit-line',
    ]);
    for (const j of withZip) expect(shareCodes.some((c) => c.j === j)).toBe(true);
  });

  it('gives every share-code field of every journey to its call only', () => {
    for (const { j, s, f } of shareCodes) {
      expect(f.callOnly, `${j.prefix}/${s.id} ${f.name}`).toBe(true);
      expect(s.call, `${j.prefix}/${s.id} makes a call`).toBeDefined();
    }
  });

  it('drops the share code from the answers a save keeps', () => {
    for (const { j, s, f } of shareCodes) {
      const state = { ...journeyState(j, {}), history: [s.id], current: s.id };
      const call = { outcome: s.call?.outcomes[0] ?? '' };
      const saved = applyStep(j, state, s.id, { [f.name]: 'Ab#1' }, {}, call);
      expect(saved.state.answers, `${j.prefix}/${s.id}`).not.toHaveProperty(f.name);
    }
  });

  it('refuses a call-only field on a step that makes no call, or read by a condition', () => {
    const j: JourneyDef = {
      prefix: 'x',
      version: 1,
      title: 'X',
      productId: 1,
      providerId: null,
      instrumentId: null,
      first: 'a',
      finalRoute: 'x/done',
      steps: [
        {
          id: 'a',
          title: 'A',
          fields: [{ name: 'code', kind: 'text', label: 'CODE', callOnly: true }],
          next: [{ to: 'b' }],
        },
        {
          id: 'b',
          title: 'B',
          fields: [{ name: 'n', kind: 'text', label: 'N', showWhen: { field: 'code', eq: '1' } }],
          last: true,
        },
      ],
    };
    expect(analyseJourney(j)).toEqual([
      'x/a code is passed to the call only, but the step makes no call',
      'x/b reads code, which is never kept (passed to the call only)',
    ]);
  });
});
