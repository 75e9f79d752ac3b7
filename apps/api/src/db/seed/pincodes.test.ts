import { describe, expect, it } from 'vitest';
import { citySeed } from './cities.js';
import { decodePincodes, pincodeSeed } from './pincodes.js';

// India's 28 states and 8 union territories, as the directory names them after the build.
const STATES_AND_UNION_TERRITORIES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
];

describe('pincodeSeed (the India Post directory)', () => {
  const rows = pincodeSeed();
  const byPin = new Map(rows.map((r) => [r.pincode, r]));

  it('holds every pincode of India once, each six digits not starting with 0', () => {
    expect(rows.length).toBeGreaterThan(19_000);
    expect(byPin.size).toBe(rows.length);
    expect(rows.filter((r) => !/^[1-9]\d{5}$/.test(r.pincode))).toEqual([]);
  });

  it('covers all 36 states and union territories, and no other name', () => {
    expect([...new Set(rows.map((r) => r.state))].sort()).toEqual(STATES_AND_UNION_TERRITORIES);
  });

  it('gives every product city real pincodes, and no pincode India Post lacks', () => {
    const cities = new Set(rows.map((r) => r.cityId));
    for (const city of citySeed) expect(cities.has(city.id), city.prettyName).toBe(true);
    // Numbers inside the old city ranges that India Post never assigned (once seeded).
    for (const unassigned of ['400023', '400036', '400090', '560031', '560044']) {
      expect(byPin.has(unassigned), unassigned).toBe(false);
    }
    expect(byPin.has('999999')).toBe(false);
  });

  it('puts all of Delhi in product city 2, each pincode keeping its own district', () => {
    const delhi = rows.filter((r) => r.state === 'Delhi');
    expect(delhi.length).toBeGreaterThan(80);
    expect(new Set(delhi.map((r) => r.cityId))).toEqual(new Set([2]));
    expect(new Set(delhi.map((r) => r.district)).size).toBeGreaterThan(5);
    expect(byPin.get('110092')).toMatchObject({ district: 'East Delhi', cityId: 2 });
  });

  it('decodes first pincode then differences, and maps by range before whole territory', () => {
    const text = '# header\nDelhi\tEast Delhi\t110091 1\nKarnataka\tBangalore\t560001 102\n';
    expect(decodePincodes(text, citySeed)).toEqual([
      { pincode: '110091', cityId: 2, district: 'East Delhi', state: 'Delhi' },
      { pincode: '110092', cityId: 2, district: 'East Delhi', state: 'Delhi' },
      { pincode: '560001', cityId: 3, district: 'Bangalore', state: 'Karnataka' },
      { pincode: '560103', cityId: 3, district: 'Bangalore', state: 'Karnataka' },
    ]);
  });
});
