import { describe, expect, it } from 'vitest';
import { conditionFields, evaluateCondition, evaluateConditionKnown } from './evaluateCondition.js';
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

  it('is unknown over answers that are not settled', () => {
    const settled = new Set(['empType']);
    expect(evaluateConditionKnown({ field: 'empType', eq: 'x' }, answers, {}, settled)).toBe(false);
    expect(evaluateConditionKnown({ field: 'card', eq: true }, answers, {}, settled)).toBe(
      'unknown',
    );
    const either: Condition = {
      any: [
        { field: 'empType', eq: 'salaried' },
        { field: 'card', eq: true },
      ],
    };
    expect(evaluateConditionKnown(either, answers, {}, settled)).toBe(true);
    const both: Condition = {
      all: [
        { field: 'empType', eq: 'x' },
        { field: 'card', eq: true },
      ],
    };
    expect(evaluateConditionKnown(both, answers, {}, settled)).toBe(false);
    expect(evaluateConditionKnown({ not: { field: 'card', eq: true } }, answers, {}, settled)).toBe(
      'unknown',
    );
  });

  it('lists the fields a condition reads', () => {
    const c: Condition = {
      all: [{ field: 'a', eq: 1 }, { not: { field: 'b', filled: true } }, { ctx: 'c', eq: 1 }],
    };
    expect([...conditionFields(c)]).toEqual(['a', 'b']);
  });
});
