import type { AnswerValue, PinCity, Suggestion } from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { httpError, INVALID_PINCODE } from '../../http/errors.js';
import {
  banksNamed,
  type CityRow,
  citiesNamed,
  cityByPincode,
  companiesNamed,
  type Page,
  searchBanks,
  searchCities,
  searchCompanies,
} from './data.js';

export type SuggestSource = 'cities' | 'companies' | 'banks';

const PINCODE = /^[1-9]\d{5}$/;

export const isPincode = (value: unknown): value is string =>
  typeof value === 'string' && PINCODE.test(value);

/** Autosuggest: nothing below two typed characters. */
export async function suggest(
  db: DbOrTx,
  source: SuggestSource,
  page: Page,
): Promise<Suggestion[]> {
  const q = page.q.trim();
  if (q.length < 2) return [];
  const p = { ...page, q };
  switch (source) {
    case 'cities':
      return (await searchCities(db, p)).map(citySuggestion);
    case 'companies':
      return (await searchCompanies(db, p)).map(companySuggestion);
    case 'banks':
      return (await searchBanks(db, p)).map(bankSuggestion);
  }
}

const citySuggestion = (c: CityRow): Suggestion => ({
  id: c.id,
  name: c.prettyName,
  city_id: c.id,
  city: c.name,
  pretty_name: c.prettyName,
  state: c.state,
});

const companySuggestion = (c: {
  id: number;
  name: string;
  category: string;
  categoryId: number;
}): Suggestion => ({ id: c.id, name: c.name, category: c.category, category_id: c.categoryId });

const bankSuggestion = (b: {
  id: number;
  name: string;
  shortName: string;
  kind: string;
}): Suggestion => ({ id: b.id, name: b.name, short_name: b.shortName, kind: b.kind });

export const isSuggestSource = (source: string): source is SuggestSource =>
  source === 'cities' || source === 'companies' || source === 'banks';

/** The catalog entry a picked suggestion names (by name, case-insensitive), or null. */
export async function pickedSuggestion(
  db: DbOrTx,
  source: SuggestSource,
  name: string,
): Promise<Suggestion | null> {
  const trimmed = name.trim();
  if (trimmed === '') return null;
  switch (source) {
    case 'cities':
      return (await citiesNamed(db, trimmed)).map(citySuggestion)[0] ?? null;
    case 'companies':
      return (await companiesNamed(db, trimmed)).map(companySuggestion)[0] ?? null;
    case 'banks':
      return (await banksNamed(db, trimmed)).map(bankSuggestion)[0] ?? null;
  }
}

export const pinCity = (c: CityRow): PinCity => ({
  city_id: c.id,
  city_name: c.name,
  city_pretty_name: c.prettyName,
  state: c.state,
});

export async function searchPin(db: DbOrTx, pincode: string, limit: number): Promise<PinCity[]> {
  const city = await cityByPincode(db, pincode);
  return city && limit > 0 ? [pinCity(city)] : [];
}

/** POST /provider/pins/status: serviceable, or 400 'Please enter a valid pincode'. */
export async function pinStatus(db: DbOrTx, pincode: unknown) {
  const pin = typeof pincode === 'number' ? String(pincode) : pincode;
  const city = isPincode(pin) ? await cityByPincode(db, pin) : null;
  if (!city) throw httpError(400, INVALID_PINCODE, { fields: { pincode: INVALID_PINCODE } });
  return { serviceable: true as const, ...pinCity(city) };
}

/** The city a pincode resolves to, as the lead's `city` answer (spec §3 city object). */
export async function resolvePincodeCity(
  db: DbOrTx,
  pincode: string,
  lead: { productId: number | null; instrumentId: number | null },
): Promise<Record<string, AnswerValue> | null> {
  if (!isPincode(pincode)) return null;
  const city = await cityByPincode(db, pincode);
  if (!city) return null;
  return {
    id: city.id,
    city_id: city.id,
    city: city.name,
    pretty_name: city.prettyName,
    state: city.state,
    city_code: city.cityCode,
    city_cat: city.cityCat,
    status: 1,
    product_id: lead.productId,
    instrument_id: lead.instrumentId,
    bank_id: null,
  };
}
