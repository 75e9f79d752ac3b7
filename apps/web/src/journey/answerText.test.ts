import type { StepDef } from '@tara/core/engine';
import { describe, expect, it } from 'vitest';
import { fixture } from '../test/journey.fixture';
import { answerText, suggestionName } from './answerText';

const step = (id: string): StepDef => fixture.steps.find((s) => s.id === id) as StepDef;

describe('answerText', () => {
  it('shows text answers joined, skipping empty optional ones', () => {
    expect(answerText(step('step1'), { firstname: 'Asha' }, {})).toBe('Asha');
  });

  it('shows an option by its label', () => {
    expect(answerText(step('step2'), { empType: 'selfEmpl' }, {})).toBe('Self-employed');
  });

  it('shows money in rupees with Indian grouping and a picked suggestion by name', () => {
    const answers = { company: { id: 1, name: 'Infosys' }, monthlyIncome: 1250000 };
    expect(answerText(step('step3'), answers, {})).toBe('Infosys, ₹12,50,000');
  });

  it('shows the pincode with its city and the date of birth as DD/MM/YYYY', () => {
    const answers = {
      pincode: '400001',
      city: { city_id: 1, city_name: 'MUMBAI', city_pretty_name: 'Mumbai' },
      dobDate: '5',
      dobMonth: '8',
      dobYear: '1990',
      isHDFCDisclaimerChecked: true,
    };
    expect(answerText(step('step4'), answers, {})).toBe('400001 (Mumbai), 05/08/1990');
  });

  it('falls back to the consents when a step holds nothing else', () => {
    const consent: StepDef = {
      id: 'c',
      title: 'Consent',
      fields: [
        { name: 'isMetroChecked', kind: 'checkbox', label: 'I have a METRO card', required: false },
      ],
    };
    expect(answerText(consent, { isMetroChecked: true }, {})).toBe('I have a METRO card');
    expect(answerText(consent, { isMetroChecked: false }, {})).toBe('No');
  });
});

describe('suggestionName', () => {
  it('reads a suggestion, a city object or free text', () => {
    expect(suggestionName({ id: 1, name: 'HDFC Bank' })).toBe('HDFC Bank');
    expect(suggestionName({ city_pretty_name: 'Pune', city_name: 'PUNE' })).toBe('Pune');
    expect(suggestionName('Acme Traders')).toBe('Acme Traders');
    expect(suggestionName(null)).toBe('');
  });
});
