import { describe, expect, it } from 'vitest';
import { advance } from '../../engine/advance.js';
import { journeyState } from '../../engine/journeyState.js';
import { nextStep } from '../../engine/nextStep.js';
import { submitStep } from '../../engine/submitStep.js';
import type { Answers } from '../../journeyModel/types.js';
import { samplePath } from '../../products/samples.js';
import { routeOf, testEnv, walk } from './cardJourney.fixture.js';
import { sbiJourney as j } from './sbi.js';

const OFFERS = 'credit-card/offers';
const sal: Answers = { empType: 'salaried' };
const biz: Answers = { empType: 'selfEmpl', selfEmplType: 'business' };
const pro: Answers = { empType: 'selfEmpl', selfEmplType: 'professional' };
const metro: Answers = { isMetroChecked: true, metroCardNumber: '12345678' };

describe('sbi graph', () => {
  it.each<[string, Answers, string]>([
    ['step1', {}, 'step2'],
    ['step2', {}, 'step2.1'],
    ['step2.1', { isMetroChecked: false }, 'step3'],
    ['step3', {}, 'step4'],
    ['step4', {}, 'step5'],
    ['step5', {}, 'step6'],
    ['step5', { isMetroChecked: true }, 'step6'],
    ['step5', metro, 'step9'],
    ['step6', sal, 'step6.3'],
    ['step6', biz, 'step6.1'],
    ['step6', pro, 'step6.4'],
    ['step6', { empType: 'student' }, 'unknown empType'],
    ['step6', { empType: 'selfEmpl' }, 'unknown empType'],
    ['step6.3', sal, 'step6.1'],
    ['step6.4', pro, 'step6.1'],
    ['step6.1', sal, 'step6.2'],
    ['step6.1', biz, 'step7'],
    ['step6.1', pro, 'step7'],
    ['step6.1', { empType: 'student' }, 'unknown empType'],
    ['step6.2', sal, 'step7'],
    ['step7', sal, 'step7.1'],
    ['step7.1', { existingCard: 'yes' }, 'step7.2'],
    ['step7.1', { existingCard: 'no' }, 'step8'],
    ['step7.2', {}, 'step7.3'],
    ['step7.3', {}, 'step8'],
    ['step8', {}, OFFERS],
    ['step9', { existingCard: 'yes' }, 'step8.1'],
    ['step9', { existingCard: 'no' }, 'step10'],
    ['step8.1', {}, OFFERS],
    ['step10', {}, OFFERS],
  ])('%s with %j → %s', (from, answers, to) => {
    expect(routeOf(nextStep(j, from, answers))).toBe(to);
  });

  it('hardSkips step6.2 when the designation is already filled', () => {
    const r = advance(j, 'step6.1', { ...sal, company: 'Infosys', designation: 'Manager' });
    expect(r.skipped).toEqual(['step6.2']);
    expect(routeOf(r.next)).toBe('step7');
  });

  it('hardSkips step8 when haveBankCard is already filled, ending the journey', () => {
    const fromNo = advance(j, 'step7.1', { ...sal, existingCard: 'no', haveBankCard: 'no' });
    expect(fromNo).toEqual({ next: { type: 'final', route: OFFERS }, skipped: ['step8'] });
    const fromLimit = advance(j, 'step7.3', { ...sal, haveBankCard: 'yes' });
    expect(fromLimit.skipped).toEqual(['step8']);
  });

  it('marks step8, step8.1 and step10 as the last steps', () => {
    expect(j.steps.filter((s) => s.last).map((s) => s.id)).toEqual(['step8', 'step8.1', 'step10']);
    expect(j.steps.find((s) => s.id === 'step8')?.fields[0]?.name).toBe('haveBankCard');
    // Built from the provider's name: its article by sound, "card" said once.
    expect(j.steps.find((s) => s.id === 'step8')?.fields[0]?.label).toBe(
      'I have an SBI Card credit card',
    );
    for (const id of ['step8.1', 'step10']) {
      expect(j.steps.find((s) => s.id === id)?.fields[0]?.name).toBe('existingRelationWithBank');
    }
  });

  it('walks the salaried path from step1 to the offers', () => {
    const path = samplePath(j.prefix, 'salaried');
    expect(path.map(([id]) => id)).toEqual([
      'step1',
      'step2',
      'step2.1',
      'step3',
      'step4',
      'step5',
      'step6',
      'step6.3',
      'step6.1',
      'step6.2',
      'step7',
      'step7.1',
      'step8',
    ]);
    const done = walk(j, journeyState(j), path);
    expect(done.current).toBeNull();
  });

  it('skips step6.2 for a lead whose designation is prefilled', () => {
    const path = samplePath(j.prefix, 'salaried').filter(([id]) => id !== 'step6.2');
    const done = walk(j, journeyState(j, { designation: 'Branch Manager' }), path);
    expect(done.history).not.toContain('step6.2');
    expect(done.current).toBeNull();
  });

  // A step passed over by hardSkip is not in the history; its prefilled answer must survive.
  it('keeps the prefilled designation that made step6.2 skip', () => {
    const path = samplePath(j.prefix, 'salaried').filter(([id]) => id !== 'step6.2');
    const done = walk(j, journeyState(j, { designation: 'Branch Manager' }), path);
    expect(done.answers.designation).toBe('Branch Manager');
  });

  it('walks the self-employed and METRO paths', () => {
    const ids = (branch: string) => samplePath(j.prefix, branch).map(([id]) => id);
    expect(ids('selfEmployed').slice(6)).toEqual(['step6', 'step6.1', 'step7', 'step7.1', 'step8']);
    expect(ids('professional').slice(6)).toEqual([
      'step6',
      'step6.4',
      'step6.1',
      'step7',
      'step7.1',
      'step8',
    ]);
    expect(ids('metro').slice(5)).toEqual(['step5', 'step9', 'step10']);
    expect(ids('metroWithCard').slice(5)).toEqual(['step5', 'step9', 'step8.1']);
  });

  it('refuses the designation step before the company is known (guard)', () => {
    const s = {
      version: 1,
      answers: { mobile: '9876543210', ...sal },
      history: [],
      current: 'step6.2',
    };
    const r = submitStep(j, s, 'step6.2', { designation: 'Manager' }, { env: testEnv });
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.fieldErrors).toEqual({ company: 'Required' });
  });

  it('asks the employment sub-question only of the self-employed', () => {
    const s = walk(j, journeyState(j), samplePath(j.prefix, 'salaried').slice(0, 6));
    expect(s.current).toBe('step6');
    const missing = submitStep(j, s, 'step6', { empType: 'selfEmpl' }, { env: testEnv });
    expect(missing.ok).toBe(false);
    if (!missing.ok) expect(missing.fieldErrors).toEqual({ selfEmplType: 'Required' });
    const ok = submitStep(
      j,
      s,
      'step6',
      { empType: 'salaried', selfEmplType: 'business' },
      { env: testEnv },
    );
    expect(ok.ok && ok.state.answers.selfEmplType).toBeUndefined();
  });
});
