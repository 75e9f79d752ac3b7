import { describe, expect, it } from 'vitest';
import {
  INSURANCE_ENTRY_PARAMS,
  insuranceBottomPaddingPx,
  insuranceInitRuns,
  insuranceModeOf,
  parseInsuranceEntryQuery,
} from './insuranceEntry.js';

const parse = (query: string) => parseInsuranceEntryQuery(new URLSearchParams(query));

describe('parseInsuranceEntryQuery', () => {
  it('reads every parameter of the spec', () => {
    expect(
      parse(
        'am=1&appVersion=72&categoryId=4&instrumentId=5&plan=101&sopt=2&prettyName=shop-insurance' +
          '&appHeaderTitle=Shop%20Insurance&tm=1&partner_id=p-9&mobile=9876543210' +
          '&formSource=admin&selectedPL=7',
      ),
    ).toEqual({
      am: true,
      appVersion: 72,
      categoryId: 4,
      instrumentId: 5,
      plan: 101,
      sopt: '2',
      prettyName: 'shop-insurance',
      appHeaderTitle: 'Shop Insurance',
      tm: true,
      partnerId: 'p-9',
      mobile: '9876543210',
      formSource: 'admin',
      selectedPL: '7',
    });
    expect(INSURANCE_ENTRY_PARAMS).toHaveLength(13);
  });

  it('reads an empty query as nothing set', () => {
    expect(parse('')).toEqual({
      am: false,
      appVersion: null,
      categoryId: null,
      instrumentId: null,
      plan: null,
      sopt: null,
      prettyName: null,
      appHeaderTitle: null,
      tm: false,
      partnerId: null,
      mobile: null,
      formSource: null,
      selectedPL: null,
    });
  });

  it('drops what does not read instead of refusing', () => {
    const q = parse('am=yes&appVersion=7.1&instrumentId=-5&plan=abc&tm=2&mobile=12345&sopt=%20');
    expect(q).toMatchObject({
      am: false,
      appVersion: null,
      instrumentId: null,
      plan: null,
      tm: false,
      mobile: null,
      sopt: null,
    });
    expect(parse(`prettyName=${'x'.repeat(201)}`).prettyName).toBeNull();
  });

  it('uses a mobile from the query only when it is a valid mobile', () => {
    expect(parse('mobile=5876543210').mobile).toBeNull();
    expect(parse('mobile=6876543210').mobile).toBe('6876543210');
  });

  it('reads a plain record as well (the first of repeated values)', () => {
    expect(parseInsuranceEntryQuery({ am: ['1', '0'], tm: '1', appVersion: '71' })).toMatchObject({
      am: true,
      tm: true,
      appVersion: 71,
    });
  });
});

describe('insuranceInitRuns', () => {
  it('runs from app version 71 with am=1 and tm=1', () => {
    expect(insuranceInitRuns(parse('am=1&tm=1&appVersion=71'))).toBe(true);
    expect(insuranceInitRuns(parse('am=1&tm=1&appVersion=70'))).toBe(false);
    expect(insuranceInitRuns(parse('am=1&tm=0&appVersion=80'))).toBe(false);
    expect(insuranceInitRuns(parse('am=0&tm=1&appVersion=80'))).toBe(false);
    expect(insuranceInitRuns(parse('am=1&tm=1'))).toBe(false);
  });

  it('runs with a partner id whatever the app', () => {
    expect(insuranceInitRuns(parse('partner_id=abc'))).toBe(true);
    expect(insuranceInitRuns(parse('partner_id=abc&appVersion=50&am=1'))).toBe(true);
  });

  it('does not run for a plain web visit', () => {
    expect(insuranceInitRuns(parse('prettyName=term-insurance'))).toBe(false);
  });
});

describe('insuranceModeOf', () => {
  it('picks the mode by product name, single or combo', () => {
    expect(insuranceModeOf(parse('prettyName=shop-insurance'))).toBe('shop');
    expect(insuranceModeOf(parse('prettyName=Term-Group-Personal-Accident'))).toBe('termAccident');
    expect(insuranceModeOf(parse('prettyName=term-hospicash-business-suraksha'))).toBe(
      'termHospicashSuraksha',
    );
  });

  it('falls back to the instrument id, else none', () => {
    expect(insuranceModeOf(parse('instrumentId=6'))).toBe('lombard');
    expect(insuranceModeOf(parse('prettyName=unknown&instrumentId=32'))).toBe('dengueMalaria');
    expect(insuranceModeOf(parse('instrumentId=350'))).toBeNull();
    expect(insuranceModeOf(parse(''))).toBeNull();
  });
});

describe('insuranceBottomPaddingPx', () => {
  it('adds 80 px with tm=1, 170 px for the shop covers', () => {
    expect(insuranceBottomPaddingPx(true, 'term')).toBe(80);
    expect(insuranceBottomPaddingPx(true, null)).toBe(80);
    expect(insuranceBottomPaddingPx(true, 'shop')).toBe(170);
    expect(insuranceBottomPaddingPx(true, 'lombard')).toBe(170);
    expect(insuranceBottomPaddingPx(false, 'shop')).toBe(0);
  });
});
