import { type AnswerValue, IFSC_FORMAT, type PinCity, type Suggestion } from '@tara/core';
import type { DbOrTx } from '../../db/types.js';
import { httpError, INVALID_PINCODE } from '../../http/errors.js';
import {
  banksNamed,
  type CityRow,
  citiesNamed,
  companiesNamed,
  ifscBranches,
  type Page,
  type PincodeRow,
  pincodeEntry,
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

/**
 * A pincode's place: its product city when it lies in one, else no city id and the
 * district as the place name (the recommendation query then says 'others'). The district
 * and state are India Post's.
 */
export const pinCity = (pin: PincodeRow, city: CityRow | null): PinCity =>
  city
    ? {
        city_id: city.id,
        city_name: city.name,
        city_pretty_name: city.prettyName,
        district: pin.district,
        state: city.state,
      }
    : {
        city_id: null,
        city_name: pin.district,
        city_pretty_name: null,
        district: pin.district,
        state: pin.state,
      };

export async function searchPin(db: DbOrTx, pincode: string, limit: number): Promise<PinCity[]> {
  const entry = await pincodeEntry(db, pincode);
  return entry && limit > 0 ? [pinCity(entry.pincode, entry.city)] : [];
}

/** POST /provider/pins/status: serviceable, or 400 'Please enter a valid pincode'. */
export async function pinStatus(db: DbOrTx, pincode: unknown) {
  const pin = typeof pincode === 'number' ? String(pincode) : pincode;
  const entry = isPincode(pin) ? await pincodeEntry(db, pin) : null;
  if (!entry) throw httpError(400, INVALID_PINCODE, { fields: { pincode: INVALID_PINCODE } });
  return { serviceable: true as const, ...pinCity(entry.pincode, entry.city) };
}

/**
 * The place a pincode resolves to, as the lead's `city` answer (spec §3 city object), or
 * null when India Post has no such pincode. Outside the product cities the object has no
 * ids and no pretty name, so the card rules see an unknown city ('others').
 */
export async function resolvePincodeCity(
  db: DbOrTx,
  pincode: string,
  lead: { productId: number | null; instrumentId: number | null },
): Promise<Record<string, AnswerValue> | null> {
  if (!isPincode(pincode)) return null;
  const entry = await pincodeEntry(db, pincode);
  if (!entry) return null;
  const { city, pincode: pin } = entry;
  return {
    id: city?.id ?? null,
    city_id: city?.id ?? null,
    city: city?.name ?? pin.district,
    pretty_name: city?.prettyName ?? null,
    district: pin.district,
    state: city?.state ?? pin.state,
    city_code: city?.cityCode ?? null,
    city_cat: city?.cityCat ?? null,
    status: 1,
    product_id: lead.productId,
    instrument_id: lead.instrumentId,
    bank_id: null,
  };
}

/**
 * The bank of an IFSC whose branch exists, as the lead's `bankName` answer (the `ifscBank`
 * lookup, decision 090), or null for a code our directory does not know.
 */
export function resolveIfscBank(code: string): string | null {
  return ifscBranches().find(code)?.bankName ?? null;
}

/** An IFSC's bank as the API answers it (GET /api/ifsc/{code}). */
export interface IfscBank {
  ifsc: string;
  bank_code: string;
  bank_name: string;
  branch_code: string;
}

/**
 * The bank behind an IFSC whose branch exists (the loan and credit-line bank steps), or a
 * 422 with the spec's 'Please enter a valid bank IFSC code', for a malformed code and for a
 * well-formed one that names no branch alike: the user fixes both the same way.
 */
export function ifscBank(code: string): IfscBank {
  const branch = ifscBranches().find(code);
  if (!branch) throw httpError(422, IFSC_FORMAT, { fields: { bankIfscCode: IFSC_FORMAT } });
  return {
    ifsc: branch.ifsc,
    bank_code: branch.bankCode,
    bank_name: branch.bankName,
    branch_code: branch.branchCode,
  };
}
