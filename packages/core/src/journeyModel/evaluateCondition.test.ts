import { describe, expect, it } from 'vitest';
import {
  conditionFields,
  conditionOutcomes,
  evaluateCondition,
  evaluateConditionKnown,
} from './evaluateCondition.js';
import type { Condition } from './types.js';

describe('evaluateCondition', () => {
  const answers = { empType: 'salaried', income: '45000', card: true, none: '', list: [] };

  it.each<[Condition, boolean]>([
    [{ field: 'empType', eq: 'salaried' }, true],
    [{ field: 'empType', eq: 'selfEmpl' }, false],
    [{ field: 'empType', ne: 'selfEmpl' }, true],
    [{ field: 'empType', in: ['a', 'salaried'] }, true],
    [{ field: 'empType', in: ['a'] }, false],
    [{ field: 'income', gt: 44999 }, true],
    [{ field: 'income', gte: 45000 }, true],
    [{ field: 'income', lt: 45000 }, false],
    [{ field: 'income', lte: 45000 }, true],
    [{ field: 'card', eq: true }, true],
    [{ field: 'card', eq: 'true' }, true],
    [{ field: 'none', filled: false }, true],
    [{ field: 'list', filled: true }, false],
    [{ field: 'missing', filled: false }, true],
    [{ field: 'missing', eq: 'x' }, false],
    [{ field: 'missing', ne: 'x' }, false],
    [{ field: 'empType', gt: 1 }, false],
    [
      {
        all: [
          { field: 'empType', eq: 'salaried' },
          { field: 'card', eq: true },
        ],
      },
      true,
    ],
    [
      {
        all: [
          { field: 'empType', eq: 'salaried' },
          { field: 'card', eq: false },
        ],
      },
      false,
    ],
    [
      {
        any: [
          { field: 'empType', eq: 'x' },
          { field: 'card', eq: true },
        ],
      },
      true,
    ],
    [{ not: { field: 'empType', eq: 'salaried' } }, false],
    [{ ctx: 'isAdmin', eq: true }, false],
  ])('%j → %s', (condition, expected) => {
    expect(evaluateCondition(condition, answers)).toBe(expected);
  });

  it('reads context flags', () => {
    expect(evaluateCondition({ ctx: 'isAdmin', eq: true }, {}, { isAdmin: true })).toBe(true);
    expect(evaluateCondition({ ctx: 'appVersion', gte: 60 }, {}, { appVersion: 59 })).toBe(false);
  });

  it('reads the device and app flags of the request', () => {
    const ctx = { androidWebView: true, appVersion: '61', am: '1', tm: null };
    expect(evaluateCondition({ ctx: 'androidWebView', eq: true }, {}, ctx)).toBe(true);
    expect(evaluateCondition({ ctx: 'appVersion', gte: 60 }, {}, ctx)).toBe(true);
    expect(evaluateCondition({ ctx: 'am', eq: 1 }, {}, ctx)).toBe(true);
    expect(evaluateCondition({ ctx: 'tm', filled: false }, {}, ctx)).toBe(true);
  });

  it('reads the outcome of a call made earlier', () => {
    const calls = { ckyc: { stepId: 'step10', outcome: 'failed' } };
    expect(evaluateCondition({ outcome: 'ckyc', eq: 'failed' }, {}, {}, calls)).toBe(true);
    expect(evaluateCondition({ outcome: 'ckyc', eq: 'approved' }, {}, {}, calls)).toBe(false);
    expect(evaluateCondition({ outcome: 'ckyc', in: ['failed', 'x'] }, {}, {}, calls)).toBe(true);
    // A call not made has no outcome: only `filled: false` matches it.
    expect(evaluateCondition({ outcome: 'karza.gstin', ne: 'approved' }, {}, {}, calls)).toBe(
      false,
    );
    expect(evaluateCondition({ outcome: 'karza.gstin', filled: false }, {}, {}, calls)).toBe(true);
    expect(evaluateCondition({ outcome: 'ckyc', eq: 'failed' }, {})).toBe(false);
  });

  it('is unknown over an outcome whose call is not settled', () => {
    const facts = { answers: {}, context: {}, calls: {}, settledCalls: new Set(['ckyc']) };
    expect(evaluateConditionKnown({ outcome: 'ckyc', eq: 'failed' }, facts)).toBe(false);
    expect(evaluateConditionKnown({ outcome: 'idfc.approval', eq: 'x' }, facts)).toBe('unknown');
  });

  it('is unknown over answers that are not settled', () => {
    const known = (c: Condition) =>
      evaluateConditionKnown(c, { answers, context: {}, calls: {}, settled });
    const settled = new Set(['empType']);
    expect(known({ field: 'empType', eq: 'x' })).toBe(false);
    expect(known({ field: 'card', eq: true })).toBe('unknown');
    const either: Condition = {
      any: [
        { field: 'empType', eq: 'salaried' },
        { field: 'card', eq: true },
      ],
    };
    expect(known(either)).toBe(true);
    const both: Condition = {
      all: [
        { field: 'empType', eq: 'x' },
        { field: 'card', eq: true },
      ],
    };
    expect(known(both)).toBe(false);
    expect(known({ not: { field: 'card', eq: true } })).toBe('unknown');
  });

  it('lists the fields a condition reads', () => {
    const c: Condition = {
      all: [{ field: 'a', eq: 1 }, { not: { field: 'b', filled: true } }, { ctx: 'c', eq: 1 }],
    };
    expect([...conditionFields(c)]).toEqual(['a', 'b']);
  });

  it('lists the calls whose outcome a condition reads', () => {
    const c: Condition = {
      any: [{ outcome: 'ckyc', eq: 'failed' }, { not: { outcome: 'pan', filled: true } }],
    };
    expect([...conditionOutcomes(c)]).toEqual(['ckyc', 'pan']);
    expect([...conditionFields(c)]).toEqual([]);
  });
});
