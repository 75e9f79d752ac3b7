import { describe, expect, it } from 'vitest';
import type { Condition, FieldDef, JourneyDef, NextRule, StepDef } from '../journeyModel/types.js';
import { analyseCalls } from './analyseCalls.js';
import { analyseJourney } from './analyseJourney.js';
import { v2Journey } from './engineV2.fixture.js';

/** The v2 fixture with some steps changed (by id) and others added. */
function changed(steps: Record<string, Partial<StepDef>>, more: Partial<JourneyDef> = {}) {
  return {
    ...v2Journey,
    ...more,
    steps: v2Journey.steps.map((s) => (steps[s.id] ? { ...s, ...steps[s.id] } : s)),
  } as JourneyDef;
}

const step2 = v2Journey.steps[1] as StepDef;

describe('analyseCalls', () => {
  it('finds nothing wrong with the v2 fixture', () => {
    expect(analyseJourney(v2Journey)).toEqual([]);
  });

  it('reports an outcome no explicit rule routes, even with a catch-all', () => {
    const problems = analyseCalls(
      changed({ step2: { next: [...(step2.next ?? []).slice(0, 2), { to: 'step3' }] } }),
    );
    expect(problems).toContain('test/v2/step2 does not route outcome failed of ckyc');
  });

  it('counts a rule that also reads answers or context flags as routing the outcome', () => {
    const approved: Condition = { outcome: 'ckyc', eq: 'approved' };
    const next: NextRule[] = [
      { to: 'step3', when: { all: [approved, { ctx: 'androidWebView', eq: true }] } },
      { to: 'step3', when: { all: [approved, { field: 'pan', filled: true }] } },
      ...(step2.next ?? []).slice(1),
    ];
    expect(analyseCalls(changed({ step2: { next } }))).toEqual([]);
    const webViewOnly = [...next.slice(0, 1), ...(step2.next ?? []).slice(1)];
    expect(analyseCalls(changed({ step2: { next: webViewOnly } }))).toEqual([]);
  });

  it('reports an outcome condition on a call not made earlier on every path', () => {
    const problems = analyseCalls(
      changed({
        'step2.1': {
          call: { name: 'okyc', outcomes: ['ok'] },
          next: [{ to: 'step3', when: { outcome: 'okyc', eq: 'ok' } }],
        },
        step3: { skip: { outcome: 'okyc', eq: 'ok' } },
      }),
    );
    expect(problems).toEqual([
      'test/v2/step3 reads the outcome of okyc, not called earlier on every path',
    ]);
  });

  it("reports a step reading its own call's outcome before the call (showWhen)", () => {
    const field: FieldDef = {
      name: 'pan',
      kind: 'text',
      label: 'PAN',
      showWhen: { outcome: 'ckyc', eq: 'failed' },
    };
    expect(analyseCalls(changed({ step2: { fields: [field] } }))).toEqual([
      'test/v2/step2 reads the outcome of ckyc, not called earlier on every path',
    ]);
  });

  it('reports an unknown call and an outcome the call does not declare', () => {
    const problems = analyseCalls(
      changed({
        step3: {
          skip: {
            any: [
              { outcome: 'ghost', eq: 'x' },
              { outcome: 'ckyc', eq: 'aproved' },
            ],
          },
        },
      }),
    );
    expect(problems).toEqual([
      'test/v2/step3 reads the outcome of ghost, which no step calls',
      'test/v2/step3 compares ckyc with aproved, which is not one of its outcomes',
    ]);
  });

  it('reports an unknown exit and a declared exit never taken', () => {
    const problems = analyseCalls(
      changed(
        {
          step2: {
            next: [
              ...(step2.next ?? []).slice(0, 2),
              { exit: 'refused', when: { outcome: 'ckyc', eq: 'failed' } },
            ],
          },
        },
        { exits: { ...v2Journey.exits, closed: { route: 'test/v2/closed' } } },
      ),
    );
    expect(problems).toEqual([
      'test/v2/step2 goes to unknown exit refused',
      'exit closed is never taken',
    ]);
  });

  it('reports file fields without a usable spec, and a spec on another kind', () => {
    const file = (name: string, spec?: FieldDef['file']): FieldDef => ({
      name,
      kind: 'file',
      label: name,
      ...(spec ? { file: spec } : {}),
    });
    const problems = analyseCalls(
      changed({
        'step2.1': {
          fields: [
            file('noSpec'),
            file('noTypes', { accept: [], maxBytes: 10, documentType: 1 }),
            file('noSize', { accept: ['image/png'], maxBytes: 0, documentType: 1 }),
            {
              name: 'text',
              kind: 'text',
              label: 'T',
              file: { accept: ['image/png'], maxBytes: 1, documentType: 1 },
            },
          ],
        },
      }),
    );
    expect(problems).toEqual([
      'test/v2/step2.1 noSpec is a file field without its file spec',
      'test/v2/step2.1 noTypes accepts no file type',
      'test/v2/step2.1 noSize needs a positive maxBytes',
      'test/v2/step2.1 text has a file spec but is not a file field',
    ]);
  });

  it('reports two steps making the same call and a call declaring no outcome', () => {
    const problems = analyseCalls(changed({ 'step2.1': { call: { name: 'ckyc', outcomes: [] } } }));
    expect(problems).toEqual([
      'test/v2/step2.1 makes call ckyc, as step2 does',
      'test/v2/step2.1 call ckyc declares no outcomes',
    ]);
  });

  it('reports shown facts of a call no step makes, and a facts block with no items', () => {
    const shows: StepDef['shows'] = [
      { kind: 'facts', calls: ['ckyc', 'ckcy'], items: [{ fact: 'kycName', label: 'Name' }] },
      { kind: 'facts', calls: ['ckyc'], items: [] },
      { kind: 'document', document: 'agreement', label: 'Agreement' },
    ];
    expect(analyseCalls(changed({ step3: { shows } }))).toEqual([
      'test/v2/step3 shows facts of ckcy, which no step calls',
      'test/v2/step3 shows no facts',
    ]);
  });

  it('needs no route for a refused outcome, but a declared outcome and a field of the step', () => {
    const step2call = step2.call as NonNullable<StepDef['call']>;
    const call = (refuse: NonNullable<StepDef['call']>['refuse']) => ({
      ...step2call,
      outcomes: [...step2call.outcomes, 'mismatch'],
      refuse,
    });
    expect(
      analyseCalls(changed({ step2: { call: call({ outcomes: ['mismatch'], field: 'pan' }) } })),
    ).toEqual([]);
    expect(
      analyseCalls(changed({ step2: { call: call({ outcomes: ['nope'], field: 'pin' }) } })),
    ).toEqual([
      'test/v2/step2 refuses outcome nope, which ckyc does not declare',
      'test/v2/step2 refuses on pin, which is not a field of the step',
      'test/v2/step2 does not route outcome mismatch of ckyc',
    ]);
  });

  it('reports a wait on a last step', () => {
    const call = { name: 'esign', outcomes: ['signed'], wait: { pollSeconds: 5 } };
    expect(analyseCalls(changed({ step5: { call } }))).toEqual([
      'test/v2/step5 waits for call esign on a last step',
    ]);
    // A last step's call that answers at once is fine: the final route follows anyway.
    expect(
      analyseCalls(changed({ step5: { call: { name: 'esign', outcomes: ['signed'] } } })),
    ).toEqual([]);
  });

  it('reports progress overrides of unknown steps and steps with no number', () => {
    const problems = analyseCalls({
      ...changed({}, { progress: { of: 0, at: { step9: 50, step3: 120 } } }),
      steps: [...v2Journey.steps, { id: 'status', title: 'S', fields: [], last: true }],
    });
    expect(problems).toEqual([
      'progress scale of 0 is not positive',
      'progress.at names unknown step step9',
      'progress.at step3 is not a percentage',
      'status has no number for the progress scale',
    ]);
  });
});

describe('analyseJourney with calls and exits', () => {
  it('counts an exit as an end of the journey', () => {
    const rejectOnly = changed({
      step3: { next: [{ exit: 'rejected' }] },
    });
    const problems = analyseJourney(rejectOnly);
    expect(problems).not.toContain('step3 never reaches a last step');
    expect(problems).toEqual(['step4 is unreachable', 'step5 is unreachable']);
  });

  it('covers every outcome (and no call, when it may not be made) in the branch check', () => {
    const mandate = v2Journey.steps[4] as StepDef;
    const noDefault = changed({ step4: { next: (mandate.next ?? []).slice(0, 2) } });
    // A physical mandate makes no call: no rule routes it without the catch-all.
    expect(analyseJourney(noDefault)).toEqual([
      'test/v2/step4 has no next step for {"outcome:emandate":null}',
    ]);
    const both = changed({
      step4: {
        next: [
          { to: 'step5', when: { outcome: 'emandate', eq: 'registered' } },
          { exit: 'rejected', when: { outcome: 'emandate', eq: 'failed' } },
          { to: 'step5', when: { field: 'mandateType', eq: 'physical' } },
        ],
      },
    });
    expect(analyseJourney(both)).toEqual([
      'test/v2/step4 has no next step for {"mandateType":"digital","outcome:emandate":null}',
    ]);
  });
});

describe('analyseJourney with a call on a skippable step', () => {
  it('asks for a route when the step is skipped and its call never made', () => {
    const skipped = changed({ step2: { skip: { ctx: 'kycDone', eq: true } } });
    expect(analyseJourney(skipped)).toEqual([
      'test/v2/step2 has no next step for {"outcome:ckyc":null}',
    ]);
  });
});
