import type { ComboLeadAddResponse } from '@tara/core/contract';
import { request } from './request';

// The insurance combos' calls (spec 03 §3 and §7, decision 055). The answers' types are core's
// contract, the API's schemas checked against them.

export type {
  ComboCurrent,
  ComboDisclosure,
  ComboDisplayData,
  ComboItem,
  InsurancePaymentItem as ComboPaymentItem,
} from '@tara/core/contract';

/** The combo's validate-only lead creation before paying (`validateOnly: 1`, `paymentId: null`). */
export const validateComboLead = async (
  leadId: string,
  partnerId: string | null,
): Promise<ComboLeadAddResponse['data']['results']> =>
  (
    await request<ComboLeadAddResponse>('insurances/lead/combo/add', {
      method: 'POST',
      body: { leadId, validateOnly: 1, paymentId: null, partnerId },
    })
  ).data.results;
