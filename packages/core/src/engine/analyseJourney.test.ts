import { describe, expect, it } from 'vitest';
import type { JourneyDef, StepDef } from '../journeyModel/types.js';
import { analyseJourney } from './analyseJourney.js';
import { fixtureJourney } from './engine.fixture.js';

function withSteps(steps: StepDef[]): JourneyDef {
  return { ...fixtureJourney, steps };
}

const radio = (name: string, values: string[]) => ({
  name,
  kind: 'radio' as const,
  label: name,
  options: values.map((v) => ({ value: v, label: v })),
});

describe('analyseJourney', () => {
  it('finds nothing wrong with a sound journey', () => {
    expect(analyseJourney(fixtureJourney)).toEqual([]);
  });

  it('reports a missing target, an unreachable step and a dead end', () => {
    const problems = analyseJourney(
      withSteps([
        { id: 'a', title: 'A', fields: [], next: [{ to: 'nowhere' }] },
        { id: 'b', title: 'B', fields: [], last: true },
      ]),
    );
    expect(problems).toContain('test/fixture/a goes to missing step nowhere');
    expect(problems).toContain('b is unreachable');
    expect(problems).toContain('a never reaches a last step');
  });

  it('reports a branch that leaves an option unrouted', () => {
    const problems = analyseJourney(
      withSteps([
        {
          id: 'a',
          title: 'A',
          fields: [radio('empType', ['salaried', 'selfEmpl'])],
          next: [{ to: 'b', when: { field: 'empType', eq: 'salaried' } }],
        },
        { id: 'b', title: 'B', fields: [], last: true },
      ]),
    );
    expect(problems).toEqual(['test/fixture/a has no next step for {"empType":"selfEmpl"}']);
  });

  it('accepts an unrouted option when the step declares its error', () => {
    const problems = analyseJourney(
      withSteps([
        {
          id: 'a',
          title: 'A',
          fields: [radio('empType', ['salaried', 'selfEmpl'])],
          next: [{ to: 'b', when: { field: 'empType', eq: 'salaried' } }],
          unmatched: 'unknown empType',
        },
        { id: 'b', title: 'B', fields: [], last: true },
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('reports cycles, unknown rules, unasked fields and duplicate ids', () => {
    const problems = analyseJourney(
      withSteps([
        {
          id: 'a',
          title: 'A',
          fields: [{ name: 'x', kind: 'text', label: 'X', rules: [{ rule: 'noSuchRule' }] }],
          next: [{ to: 'b', when: { field: 'ghost', eq: 1 } }, { to: 'c' }],
          guard: ['phantom'],
        },
        { id: 'b', title: 'B', fields: [], next: [{ to: 'a' }] },
        { id: 'c', title: 'C', fields: [], last: true },
        { id: 'c', title: 'C again', fields: [], last: true },
      ]),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        'duplicate step c',
        'test/fixture/a uses unknown rule noSuchRule',
        'test/fixture/a reads ghost, which no step asks',
        'test/fixture/a guard reads phantom, which no step asks',
        'cycle through a',
      ]),
    );
  });
});
