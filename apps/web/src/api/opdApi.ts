import type {
  OpdAppointment,
  OpdBookResponse,
  OpdMode,
  OpdSlots,
  OpdSlotsResponse,
} from '@tara/core/contract';
import { request } from './request';

// Insta OPD's consultation booking after issuance (decision 053). The answers' types are core's
// contract, the API's schemas checked against them.

export type { OpdAppointment, OpdData, OpdSlot, OpdSlots } from '@tara/core/contract';

export const opdSlots = async (policyId: string): Promise<OpdSlots> =>
  (
    await request<OpdSlotsResponse>(
      `insurances/opd/appointment/slots?policy_id=${encodeURIComponent(policyId)}`,
    )
  ).data.results;

export const bookOpdAppointment = async (body: {
  policy_id: string;
  slot_id: string;
  mode: OpdMode;
}): Promise<OpdAppointment> =>
  (await request<OpdBookResponse>('insurances/opd/appointment', { method: 'POST', body })).data
    .results.appointment;
