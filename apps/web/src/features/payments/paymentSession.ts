import {
  ISSUANCE_RESP_KEY,
  PAYMENT_OBJECT_KEY,
  readSession,
  VOUCHER_CHOSEN_KEY,
  writeSession,
} from '../../lib/sessionKeys';

/** `issuanceResp` (PAY-08). */
export interface IssuanceResp {
  object_id: string;
  object_type: number;
  preferred_pg: number;
  is_prefill_allowed: boolean;
}

/** `voucherChosen` (PAY-08): amounts in rupees as shown. */
export interface VoucherChosen {
  pretty_name: string;
  preferred_pg_text: string;
  title: string;
  discounted_price: string;
  invoice_amount: string;
}

/** `pObj` (PAY-08). */
export interface PaymentObject {
  razorPayKey: string;
  orderId: string;
}

export interface PaymentSession {
  issuance: IssuanceResp | null;
  voucher: VoucherChosen | null;
  pObj: PaymentObject | null;
}

const readJson = <T>(key: string, valid: (v: Record<string, unknown>) => boolean): T | null => {
  try {
    const value = JSON.parse(readSession(key) ?? 'null') as unknown;
    return value && typeof value === 'object' && valid(value as Record<string, unknown>)
      ? (value as T)
      : null;
  } catch {
    return null;
  }
};

export function readPaymentSession(): PaymentSession {
  return {
    issuance: readJson<IssuanceResp>(
      ISSUANCE_RESP_KEY,
      (v) => typeof v.object_type === 'number' && typeof v.object_id === 'string',
    ),
    voucher: readJson<VoucherChosen>(
      VOUCHER_CHOSEN_KEY,
      (v) => typeof v.invoice_amount === 'string' && typeof v.title === 'string',
    ),
    pObj: readJson<PaymentObject>(PAYMENT_OBJECT_KEY, (v) => typeof v.orderId === 'string'),
  };
}

export function writePaymentSession(session: {
  issuance: IssuanceResp;
  voucher: VoucherChosen;
  pObj: PaymentObject;
}): void {
  writeSession(ISSUANCE_RESP_KEY, JSON.stringify(session.issuance));
  writeSession(VOUCHER_CHOSEN_KEY, JSON.stringify(session.voucher));
  writeSession(PAYMENT_OBJECT_KEY, JSON.stringify(session.pObj));
}
