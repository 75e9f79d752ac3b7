import { APP_VERSIONS } from '../catalog/limits.js';
import { isValidMobile } from '../validation/mobile.js';
import type { InsuranceProduct } from './covers/insuranceCover.js';
import { coverOfSlug, productOfInstrument } from './covers/insuranceCovers.js';
import { isShopMode } from './insuranceFormRules.js';

// How an insurance journey is entered (spec 03 §2 "Insurance entry query parameters" and
// "Insurance init", INS-COM-06..09, INS-COM-44, X-16, X-28). One reader for the whole query:
// a value that does not read is absent (init errors are logged and otherwise ignored), never
// a refusal. Core has no zod (it runs in the browser): the API's zod schema
// (`modules/insurance/schemas.ts`) documents the parameters and hands the reading to this
// function, so both sides read the query the same way (decision 045).

export interface InsuranceEntryQuery {
  /** App mode: `am=1`. */
  am: boolean;
  appVersion: number | null;
  categoryId: number | null;
  instrumentId: number | null;
  /** The plan id chosen before the journey. */
  plan: number | null;
  /** The selected option (`sopt`). */
  sopt: string | null;
  /** The product's slug, which picks the insurance mode. */
  prettyName: string | null;
  appHeaderTitle: string | null;
  /** `tm=1`. */
  tm: boolean;
  partnerId: string | null;
  /** Used only when it is a valid mobile (VAL-36). */
  mobile: string | null;
  /** Admin entry: `formSource=admin` preloads the booked user and mode. */
  formSource: string | null;
  selectedPL: string | null;
}

/** The query parameters read, in the spec's order (admin's after). */
export const INSURANCE_ENTRY_PARAMS = [
  'am',
  'appVersion',
  'categoryId',
  'instrumentId',
  'plan',
  'sopt',
  'prettyName',
  'appHeaderTitle',
  'tm',
  'partner_id',
  'mobile',
  'formSource',
  'selectedPL',
] as const;

/** A query with `get` (the browser's `URLSearchParams`), or a parsed record (Fastify's). */
export type QueryInput =
  | { get(name: string): string | null }
  | Readonly<Record<string, string | string[] | undefined>>;

const hasGet = (input: QueryInput): input is { get(name: string): string | null } =>
  typeof input.get === 'function';

const MAX_TEXT = 200;

function reader(input: QueryInput): (key: string) => string | null {
  return (key) => {
    const raw = hasGet(input) ? input.get(key) : input[key];
    const value = Array.isArray(raw) ? raw[0] : raw;
    const text = value?.trim() ?? '';
    return text === '' || text.length > MAX_TEXT ? null : text;
  };
}

const whole = (text: string | null): number | null =>
  text !== null && /^\d{1,9}$/.test(text) ? Number(text) : null;

/** Reads the entry query; anything malformed reads as absent. */
export function parseInsuranceEntryQuery(input: QueryInput): InsuranceEntryQuery {
  const get = reader(input);
  const mobile = get('mobile');
  return {
    am: get('am') === '1',
    appVersion: whole(get('appVersion')),
    categoryId: whole(get('categoryId')),
    instrumentId: whole(get('instrumentId')),
    plan: whole(get('plan')),
    sopt: get('sopt'),
    prettyName: get('prettyName'),
    appHeaderTitle: get('appHeaderTitle'),
    tm: get('tm') === '1',
    partnerId: get('partner_id'),
    mobile: mobile !== null && isValidMobile(mobile) ? mobile : null,
    formSource: get('formSource'),
    selectedPL: get('selectedPL'),
  };
}

/**
 * INS-COM-09: init runs from app version 71 with `am=1` and `tm=1`, or with a
 * partner id. Web entries without either are not gated, they just skip init.
 */
export function insuranceInitRuns(query: InsuranceEntryQuery): boolean {
  if (query.partnerId !== null) return true;
  return (
    query.am &&
    query.tm &&
    query.appVersion !== null &&
    query.appVersion >= APP_VERSIONS.insuranceJourney
  );
}

/**
 * The insurance mode of an entry (INS-COM-08): by product name (`prettyName`, single or
 * combo), else by the instrument id; null when neither names a product.
 */
export function insuranceModeOf(query: InsuranceEntryQuery): InsuranceProduct | null {
  const name = query.prettyName?.toLowerCase() ?? null;
  const byName = name === null ? null : coverOfSlug(name);
  if (byName) return byName.id;
  return query.instrumentId === null ? null : productOfInstrument(query.instrumentId);
}

/** Bottom padding with `tm=1`: 80 px, and 90 px more for the shop covers (X-16: 170). */
export const TM_PADDING_PX = { base: 80, shopExtra: 90 } as const;

export function insuranceBottomPaddingPx(tm: boolean, mode: InsuranceProduct | null): number {
  if (!tm) return 0;
  return TM_PADDING_PX.base + (mode !== null && isShopMode(mode) ? TM_PADDING_PX.shopExtra : 0);
}
