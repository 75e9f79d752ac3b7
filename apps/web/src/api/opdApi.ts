import { request } from './request';

// Insta OPD's consultation booking after issuance (decision 053).

export interface OpdAppointment {
  booking_id: string;
  slot_id: string;
  /** DD/MM/YYYY. */
  date: string;
  /** HH:MM, India time. */
  time: string;
  mode: 'tele' | 'clinic';
  mode_label: string;
  doctor: string;
  status: 'Confirmed';
}

/** `display_data.body.opd_data` of an Insta OPD policy (spec 03 §3). */
export interface OpdData {
  insured_name: string;
  insured_relation: string;
  opd_limit: string;
  benefits: string[];
  appointment_link: string | null;
  appointment: OpdAppointment | null;
}

export interface OpdSlot {
  id: string;
  date: string;
  time: string;
  available: boolean;
}

export interface OpdSlots {
  policy_id: string;
  modes: { value: 'tele' | 'clinic'; label: string }[];
  slots: OpdSlot[];
  appointment: OpdAppointment | null;
}

export const opdSlots = async (policyId: string): Promise<OpdSlots> =>
  (
    await request<{ data: { results: OpdSlots } }>(
      `insurances/opd/appointment/slots?policy_id=${encodeURIComponent(policyId)}`,
    )
  ).data.results;

export const bookOpdAppointment = async (body: {
  policy_id: string;
  slot_id: string;
  mode: 'tele' | 'clinic';
}): Promise<OpdAppointment> =>
  (
    await request<{ data: { results: { appointment: OpdAppointment } } }>(
      'insurances/opd/appointment',
      { method: 'POST', body },
    )
  ).data.results.appointment;
