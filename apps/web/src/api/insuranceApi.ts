import type {
  CashlessHospital,
  CurrentInsurance,
  HospitalListQuery,
  HospitalListResponse,
  InsuranceCurrentResponse,
  InsuranceLeadAddResponse,
  InsurancePaymentItem,
  PolicyDocumentResponse,
} from '@tara/core/contract';
import { request } from './request';

// The insurance lead's calls after the last step (spec 03 §7, decision 048). The answers'
// types are core's contract, the API's schemas checked against them.

export type {
  CashlessHospital,
  CurrentInsurance,
  HospitalListQuery,
  InsuranceDisclosure as Disclosure,
  InsuranceDisplayData as DisplayData,
  InsurancePaymentItem as PaymentItem,
} from '@tara/core/contract';

export const currentInsurance = async (): Promise<CurrentInsurance | null> =>
  (await request<InsuranceCurrentResponse>('insurances/current')).data.results;

/** The validate-only lead creation before paying: `validateOnly: 1`, `paymentId: null`. */
export const validateInsuranceLead = async (
  path: string,
  leadId: string,
): Promise<InsurancePaymentItem | null> =>
  (
    await request<InsuranceLeadAddResponse>(path, {
      method: 'POST',
      body: { leadId, validateOnly: 1, paymentId: null },
    })
  ).data.results.payment_item;

/** The policy document from its link (`/api/…`): base64 of the PDF. */
export const policyFile = async (link: string): Promise<string> =>
  (await request<PolicyDocumentResponse>(link.replace(/^\/api\//, ''))).data.results.file;

/** The hospitals near the pincode, and whether they are the sandbox's sample data. */
export const hospitalList = async (
  query: HospitalListQuery,
): Promise<{ hospitals: CashlessHospital[]; sample: boolean }> =>
  (
    await request<HospitalListResponse>('insurances/get_hospital_list', {
      method: 'POST',
      body: query,
    })
  ).data.results;
