import { describe, expect, it } from 'vitest';
import { fixtureJourney as j } from './engine.fixture.js';
import { v2Journey as v2 } from './engineV2.fixture.js';
import { pruneAnswers } from './pruneAnswers.js';

describe('pruneAnswers', () => {
  const full = { name: 'A', empType: 'salaried', designation: 'M', business: 'K', haveCard: 'no' };

  it('keeps answers of the history and of steps still reachable', () => {
    const r = pruneAnswers(j, ['a', 'b'], full);
    // empType is settled as salaried: step d (business) can no longer be reached.
    expect(r.dropped).toEqual(['business']);
    expect(r.answers).toEqual({ name: 'A', empType: 'salaried', designation: 'M', haveCard: 'no' });
  });

  it('keeps both branches while the branching answer is not settled', () => {
    expect(pruneAnswers(j, ['a'], full).dropped).toEqual([]);
  });

  it('keeps answers no step asks (prefill, flags)', () => {
    expect(pruneAnswers(j, ['a', 'b'], { ...full, am: '1' }).answers.am).toBe('1');
  });
});

describe('pruneAnswers with a hardSkipped step', () => {
  it('keeps the prefilled answer of a step skipped between two history steps', () => {
    const skipMiddle = {
      ...j,
      steps: j.steps.map((s) => (s.id === 'c' ? { ...s, hardSkip: true } : s)),
    };
    // c (designation) was skipped because it was prefilled; the user went b → e → f.
    const answers = { name: 'A', empType: 'salaried', designation: 'M', haveCard: 'yes' };
    const r = pruneAnswers(skipMiddle, ['a', 'b', 'e', 'f'], answers);
    expect(r.dropped).toEqual([]);
  });
});

describe('pruneAnswers with call outcomes', () => {
  const answers = { name: 'A', pan: 'X', aadhaarXml: 'doc-1', detailsOk: 'yes' };
  const history = ['step1', 'step2'];
  const ckyc = (outcome: string) => ({ ckyc: { stepId: 'step2', outcome } });

  it('drops the answers of a branch the settled outcome rules out', () => {
    expect(pruneAnswers(v2, history, answers, {}, ckyc('approved')).dropped).toEqual([
      'aadhaarXml',
    ]);
    expect(pruneAnswers(v2, history, answers, {}, ckyc('notFound')).dropped).toEqual([]);
  });

  it('keeps both branches while the call is not settled', () => {
    expect(pruneAnswers(v2, ['step1'], answers, {}, {}).dropped).toEqual([]);
  });
});
