import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { packageRoot } from '../../paths.js';
import { type CitySeed, citySeed, wholeStateCities } from './cities.js';

export interface PincodeSeed {
  pincode: string;
  /** The product city, or null: outside our cities the spec's query says 'others'. */
  cityId: number | null;
  district: string;
  state: string;
}

let cached: PincodeSeed[] | undefined;

/**
 * Every pincode of the India Post directory (refdata/pincodes.tsv) with its district, state
 * and product city. Read and decoded once per process: API tests seed many databases.
 */
export function pincodeSeed(): PincodeSeed[] {
  cached ??= decodePincodes(
    readFileSync(join(packageRoot(), 'refdata/pincodes.tsv'), 'utf8'),
    citySeed,
  );
  return cached;
}

/** Decodes the directory's lines (`state TAB district TAB first delta delta …`). */
export function decodePincodes(text: string, cities: CitySeed[]): PincodeSeed[] {
  const cityOf = productCityOf(cities);
  const rows: PincodeSeed[] = [];
  for (const line of text.split('\n')) {
    if (line === '' || line.startsWith('#')) continue;
    const [state = '', district = '', deltas = ''] = line.split('\t');
    let pin = 0;
    for (const delta of deltas.split(' ')) {
      pin += Number(delta);
      rows.push({ pincode: String(pin), cityId: cityOf(pin, state), district, state });
    }
  }
  return rows;
}

/** A pincode's product city: by the cities' ranges first, then a whole-territory city. */
function productCityOf(cities: CitySeed[]): (pin: number, state: string) => number | null {
  const ranges = cities
    .flatMap((c) => c.pins.map(([from, to]) => ({ from, to, id: c.id })))
    .sort((a, b) => a.from - b.from);
  return (pin, state) => {
    const range = ranges.find((r) => pin >= r.from && pin <= r.to);
    return range?.id ?? wholeStateCities[state] ?? null;
  };
}
