import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/types.js';
import type { UserRow } from '../users/data.js';
import { billedTo } from './billedTo.js';
import type { Purchasable } from './purchasable.js';

const db = {} as Db;
const user = { firstName: 'Asha', middleName: 'Kumari', lastName: 'Verma', mobile: '9876543210' };
const sold = (buyerName?: Purchasable['buyerName']): Map<number, Purchasable> =>
  new Map([[19, { objectType: 19, buyerName } as Purchasable]]);
const policy = { object_type: 19, object_id: 'p1' };

describe('billedTo', () => {
  it('is the name the buyer gave for what was bought (an insurance proposer)', async () => {
    const asked: string[] = [];
    const purchasables = sold(async (_db, id) => {
      asked.push(id);
      return 'Sharma General Stores';
    });
    expect(await billedTo({ db, purchasables }, user as UserRow, policy)).toBe(
      'Sharma General Stores',
    );
    expect(asked).toEqual(['p1']);
  });

  it('is else the names the user gave, first, middle and last', async () => {
    for (const purchasables of [sold(), sold(async () => null), new Map()]) {
      expect(await billedTo({ db, purchasables }, user as UserRow, policy)).toBe(
        'Asha Kumari Verma',
      );
    }
  });

  it('is else the mobile masked, never the whole mobile nor an invented name', async () => {
    const nameless = { firstName: null, middleName: null, lastName: ' ', mobile: '9876543210' };
    expect(await billedTo({ db, purchasables: sold() }, nameless as UserRow, policy)).toBe(
      'XXXXXX3210',
    );
  });
});
