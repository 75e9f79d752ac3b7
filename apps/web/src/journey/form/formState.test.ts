import type { StepDef } from '@tara/core/engine';
import { MANDATORY_TERMS, REQUIRED } from '@tara/core/engine';
import { describe, expect, it } from 'vitest';
import { fixture } from '../../test/journey.fixture';
import { autoAdvances, checkForm, formKeys, initialValues, placeServerErrors } from './formState';

const step = (id: string): StepDef => fixture.steps.find((s) => s.id === id) as StepDef;
const today = new Date('2026-06-01T00:00:00Z');

describe('initialValues', () => {
  it('starts empty, every box unticked even where the definition gives a default (064)', () => {
    expect(initialValues(step('step4'), {}, {})).toEqual({
      pincode: '',
      dobDate: '',
      dobMonth: '',
      dobYear: '',
      isHDFCDisclaimerChecked: false,
      isProviderChecked: false,
    });
  });

  it('shows the saved answers to edit (numbers as typed text, picked suggestions as objects)', () => {
    const company = { id: 4, name: 'Tata Consultancy Services' };
    expect(initialValues(step('step3'), { company, monthlyIncome: 85000 }, {})).toEqual({
      company,
      monthlyIncome: '85000',
    });
  });

  it('ticks no box for staff either, and shows a box as it was saved', () => {
    expect(initialValues(step('step4'), {}, { isAdmin: true }).isHDFCDisclaimerChecked).toBe(false);
    const saved = { isProviderChecked: true, isHDFCDisclaimerChecked: false };
    expect(initialValues(step('step4'), saved, {})).toMatchObject(saved);
  });

  it("leaves a pincode's looked-up city to the server", () => {
    expect(formKeys(step('step4').fields[0] as StepDef['fields'][number])).toEqual(['pincode']);
  });
});

describe('checkForm', () => {
  it('reports core errors for required fields and the mandatory disclaimer', () => {
    const check = checkForm(step('step4'), initialValues(step('step4'), {}, {}), {}, {}, {}, today);
    expect(check.errors.pincode).toBe(REQUIRED);
    expect(check.errors.isHDFCDisclaimerChecked).toBe(MANDATORY_TERMS);
  });

  it('is valid with good values and returns them normalised for the save', () => {
    const form = { firstname: '  Asha ', middlename: '' };
    const check = checkForm(step('step1'), form, {}, {}, {}, today);
    expect(check.errors).toEqual({});
    expect(check.values).toEqual({ firstname: 'Asha' });
  });

  it('adds what only the widgets know: a failed pincode lookup, a lookup in flight', () => {
    const form = {
      pincode: '400001',
      dobDate: '15',
      dobMonth: '08',
      dobYear: '1990',
      isHDFCDisclaimerChecked: true,
      isProviderChecked: true,
    };
    const failed = checkForm(
      step('step4'),
      form,
      {},
      {},
      { pincode: { error: 'Please enter a valid pincode' } },
      today,
    );
    expect(failed.errors).toEqual({ pincode: 'Please enter a valid pincode' });
    const pending = checkForm(step('step4'), form, {}, {}, { pincode: { pending: true } }, today);
    expect(pending.errors).toEqual({});
    expect(pending.pending).toBe(true);
  });

  it("shows a widget's refusal of an empty value instead of 'Required' (a refused upload)", () => {
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
    const refused = { statement: { error: 'Please upload a PDF file' } };
    expect(checkForm(upload, { statement: '' }, {}, {}, {}, today).errors).toEqual({
      statement: REQUIRED,
    });
    expect(checkForm(upload, { statement: '' }, {}, {}, refused, today).errors).toEqual({
      statement: 'Please upload a PDF file',
    });
  });

  it('refuses typed text in an autosuggest that needs a pick', () => {
    const form = { company: 'Tata', monthlyIncome: '85000' };
    expect(checkForm(step('step3'), form, {}, {}, {}, today).errors.company).toBe('Pick a company');
    const picked = {
      company: { id: 1, name: 'Tata Consultancy Services' },
      monthlyIncome: '85000',
    };
    expect(checkForm(step('step3'), picked, {}, {}, {}, today).errors).toEqual({});
    const city: StepDef = {
      id: 'c',
      title: 'City?',
      fields: [
        {
          name: 'officeCity',
          kind: 'autosuggest',
          label: 'City',
          suggest: { source: 'cities', freeText: false },
        },
      ],
    };
    expect(
      checkForm(city, { officeCity: 'Mum' }, {}, {}, {}, today).errors.officeCity,
    ).toBeTruthy();
  });
});

describe('autoAdvances', () => {
  it('moves one-radio steps on by themselves, unless the step says otherwise', () => {
    const radioStep = step('step2');
    expect(autoAdvances(radioStep, radioStep.fields)).toBe(true);
    expect(autoAdvances({ ...radioStep, autoAdvance: false }, radioStep.fields)).toBe(false);
    expect(autoAdvances(step('step1'), step('step1').fields)).toBe(false);
  });
});

describe('placeServerErrors', () => {
  it('puts messages under the fields they name (answer keys included), the rest apart', () => {
    expect(
      placeServerErrors(step('step4'), {
        dobYear: 'Invalid year',
        pincode: 'Please enter a valid pincode',
        empType: 'Required',
      }),
    ).toEqual({
      byField: { dob: 'Invalid year', pincode: 'Please enter a valid pincode' },
      other: ['Required'],
    });
  });
});
