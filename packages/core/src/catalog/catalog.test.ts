import { describe, expect, it } from 'vitest';
import {
  ADMIN_PERMISSION_IDS,
  BOOKING_MODE_PRODUCT,
  CARD_LIST_DEFAULTS,
  creditHistoryLevel,
  DEBOUNCE_MS,
  DEFAULT_BANK_RELATION_TYPE,
  isAdminPermissions,
  NOMINEE_RELATIONS,
  OBJECT_TYPES,
  PRODUCT_IDS,
  PROVIDER_BY_ALIAS,
  PROVIDER_NAMES,
  professionIdFor,
  propertyOwnedId,
  RELATIONS,
  RESIDENCE_TYPES,
} from './index.js';

describe('catalog', () => {
  it('has the spec product, booking and object ids', () => {
    expect(PRODUCT_IDS).toMatchObject({
      homeLoan: 1,
      personalLoan: 2,
      creditCard: 3,
      creditLine: 15,
    });
    expect(BOOKING_MODE_PRODUCT).toEqual({ hl: 1, pl: 2, bl: 2, cc: 3, ccAmex: 4 });
    expect(OBJECT_TYPES.membership).toBe(21);
  });

  it('maps card journey aliases to providers, each with a name', () => {
    expect(PROVIDER_BY_ALIAS).toEqual({
      sbi: 61,
      rbl: 62,
      icici: 3,
      hdfc: 60,
      citi: 35,
      amex: 40,
      stashfin: 9,
      test: null,
    });
    for (const id of Object.values(PROVIDER_BY_ALIAS)) {
      if (id !== null) expect(PROVIDER_NAMES[id]).toBeTruthy();
    }
  });

  it('numbers the labelled lists from 1 without gaps', () => {
    for (const list of [RESIDENCE_TYPES, RELATIONS, NOMINEE_RELATIONS]) {
      expect(list.map((x) => x.id)).toEqual(list.map((_, i) => i + 1));
    }
    expect(DEFAULT_BANK_RELATION_TYPE).toBe(2);
  });

  it.each([
    [-1, 'No Credit'],
    [0, 'Average'],
    [600, 'Average'],
    [601, 'Excellent'],
    [750, 'Excellent'],
    [751, 'Outstanding'],
    [900, 'Outstanding'],
  ])('score %s is %s', (score, label) => {
    expect(creditHistoryLevel(score)?.label).toBe(label);
  });

  it('derives lead values', () => {
    expect(professionIdFor('selfEmpl')).toBe(6);
    expect(professionIdFor('salaried')).toBe(5);
    expect(professionIdFor(undefined)).toBe(5);
    expect(propertyOwnedId(true)).toBe(1);
    expect(propertyOwnedId(false)).toBe(8);
  });

  it('recognises admins by permission', () => {
    expect(ADMIN_PERMISSION_IDS).toEqual([1, 2, 3, 7, 25, 44, 45, 46]);
    expect(isAdminPermissions([10, 44])).toBe(true);
    expect(isAdminPermissions([10, 11])).toBe(false);
    expect(isAdminPermissions(null)).toBe(false);
  });

  it('keeps the list and debounce defaults', () => {
    expect(CARD_LIST_DEFAULTS).toMatchObject({
      callLimit: 100,
      filterLimit: 1000,
      maxAnnualFee: 100000,
      minJoiningFee: 6500,
      maxJoiningFee: 11000,
      sortKey: 'name',
      sortDirection: 1,
    });
    expect(DEBOUNCE_MS).toMatchObject({
      textChange: 1000,
      radioAdvance: 1000,
      autosuggest: 300,
      addressInput: 800,
    });
  });
});
