import type { StepDef } from '@tara/core/engine';
import { idfcBusinessLoanJourney, sbiJourney } from '@tara/core/journeys';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/journey.fixture';
import { answerText, suggestionName } from './answerText';

const step = (id: string): StepDef => fixture.steps.find((s) => s.id === id) as StepDef;

describe('answerText', () => {
  it('shows text answers joined, skipping empty optional ones', () => {
    expect(answerText(step('step1'), { firstname: 'Asha' }, {})).toBe('Asha');
  });

  it('shows an uploaded file as "Uploaded", never its document id', () => {
    const upload: StepDef = {
      id: 'docs',
      title: 'Your statement',
      fields: [
        {
          name: 'statement',
          kind: 'file',
          label: 'STATEMENT',
          file: { accept: ['application/pdf'], maxBytes: 1024, documentType: 12 },
        },
      ],
      next: [{ to: 'done' }],
    };
    const id = '8aa29537-6fa8-4126-b111-4695dccb159b';
    expect(answerText(upload, { statement: id }, {})).toBe('Uploaded');
    expect(answerText(upload, {}, {})).toBe('');
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

  it('shows the IFSC with the bank the server derived from it (decision 090)', () => {
    const ifsc = idfcBusinessLoanJourney.steps.find((s) => s.id === 'step35') as StepDef;
    const code = { bankIfscCode: 'HDFC0001234' };
    expect(answerText(ifsc, { ...code, bankName: 'HDFC Bank' }, {})).toBe(
      'HDFC0001234 (HDFC Bank)',
    );
    expect(answerText(ifsc, code, {})).toBe('HDFC0001234');
  });

  it("writes the name as a name and the PAN masked (the card journeys' own name step)", () => {
    const names = sbiJourney.steps.find((s) => s.id === 'step1') as StepDef;
    const answers = { firstname: 'Asha', lastname: 'Verma', pancard: 'ABCPE1234F' };
    expect(answerText(names, answers, {})).toBe('Asha Verma, XXXXXX234F');
    const middle = { ...answers, middlename: 'Devi' };
    expect(answerText(names, middle, {})).toBe('Asha Devi Verma, XXXXXX234F');
  });

  it('masks an account number and keeps separate names apart', () => {
    const account = idfcBusinessLoanJourney.steps.find((s) => s.id === 'step37') as StepDef;
    const answers = { bankAccountNo: '50100123456789', accountHolderName: 'Asha Verma' };
    expect(answerText(account, answers, {})).toBe('XXXXXXXXXX6789, Asha Verma');
    const parents: StepDef = {
      id: 'p',
      title: 'Parents',
      fields: [
        { name: 'fatherName', kind: 'text', label: 'F', rules: [{ rule: 'name' }] },
        { name: 'motherName', kind: 'text', label: 'M', rules: [{ rule: 'name' }] },
      ],
    };
    expect(answerText(parents, { fatherName: 'Ravi', motherName: 'Uma' }, {})).toBe('Ravi, Uma');
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
