import { INSURANCE_INSTRUMENT_IDS, productOfInstrument, singleCover } from '@tara/core';
import { httpError } from '../../http/errors.js';

// GET /insurances/partner/detail (spec 03 §7, INS-COM-31): which partner brought the user and
// how it takes the payment. The spec shows the query (user_id, partner_id, instrument_id), not
// the answer; decision 055 gives it, with a deterministic sandbox of partners until a partner
// registry exists: a partner either leaves the payment to us ('online') or collects it on its
// own page, whose link the lead creation returns as `partner_payment_link` (spec 03 §4).

export const PARTNER_NOT_FOUND = 'We could not find this partner.';
export const PARTNER_NOT_SELLING = 'This partner does not sell this insurance.';

export interface InsurancePartner {
  id: string;
  name: string;
  /** Who takes the payment: us (the checkout) or the partner (its payment page). */
  paymentMode: 'online' | 'partner';
  /** The instruments it sells; every insurance instrument when absent. */
  instruments?: readonly number[];
}

/** The sandbox's partners: one leaving the payment to us, one collecting it itself. */
export const SANDBOX_PARTNERS: readonly InsurancePartner[] = [
  { id: 'SBXONLINE', name: 'Sandbox Partner (pays online)', paymentMode: 'online' },
  {
    id: 'SBXCOLLECT',
    name: 'Sandbox Partner (collects payment)',
    paymentMode: 'partner',
    instruments: (['term', 'accident', 'shop'] as const).map((id) => singleCover(id).instrumentId),
  },
];

/** The partner's payment page for a lead's payment item (PLACEHOLDER host until a partner signs). */
export const partnerPaymentLink = (partner: InsurancePartner, objectId: string): string | null =>
  partner.paymentMode === 'partner'
    ? `https://pay.sandbox-partner.example/insurance?ref=${encodeURIComponent(objectId)}`
    : null;

export const findPartner = (id: string | null | undefined): InsurancePartner | null =>
  SANDBOX_PARTNERS.find((p) => p.id === id) ?? null;

/** The answer of GET /insurances/partner/detail; 404 for an unknown partner or instrument. */
export function partnerDetail(partnerId: string, instrumentId: number) {
  const partner = findPartner(partnerId);
  if (!partner) throw httpError(404, PARTNER_NOT_FOUND);
  const known = (INSURANCE_INSTRUMENT_IDS as readonly number[]).includes(instrumentId);
  const sells = partner.instruments ? partner.instruments.includes(instrumentId) : known;
  if (!known || !sells) throw httpError(404, PARTNER_NOT_SELLING);
  const product = productOfInstrument(instrumentId);
  return {
    data: {
      results: {
        partner_id: partner.id,
        partner_name: partner.name,
        instrument_id: instrumentId,
        product_name: product ? singleCover(product).name : null,
        payment_mode: partner.paymentMode,
      },
    },
  };
}
