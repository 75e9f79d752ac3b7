// Insta OPD's calls (spec 03 §7 `/instrument/instaopd`, decision 053): the instrument with its
// plans, and the consultation booked after the policy is issued. Types only: the API's zod
// schemas are checked against them.

export type OpdMode = 'tele' | 'clinic';

/** A booked consultation as shown (dates DD/MM/YYYY, India time). */
export interface OpdAppointment {
  booking_id: string;
  slot_id: string;
  /** DD/MM/YYYY. */
  date: string;
  /** HH:MM, India time. */
  time: string;
  mode: OpdMode;
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
  /** Only once the policy is issued. */
  appointment_link: string | null;
  appointment: OpdAppointment | null;
}

export interface OpdSlot {
  /** YYYY-MM-DDTHH:MM, India time. */
  id: string;
  /** DD/MM/YYYY. */
  date: string;
  time: string;
  available: boolean;
}

/** GET /insurances/opd/appointment/slots?policy_id= */
export interface OpdSlots {
  policy_id: string;
  modes: { value: OpdMode; label: string }[];
  slots: OpdSlot[];
  appointment: OpdAppointment | null;
}

export interface OpdSlotsResponse {
  data: { results: OpdSlots };
}

/** POST /insurances/opd/appointment: the consultation booked (or moved). */
export interface OpdBookResponse {
  data: { results: { appointment: OpdAppointment } };
}

/** GET /instrument/instaopd: one instrument, the client reads `results[0]`. */
export interface OpdInstrument {
  instrument_id: number;
  slug: string;
  name: string;
  insurer_name: string;
  cover_for: { value: string; label: string }[];
  plans: {
    /** The plan id (the radio value). */
    id: number;
    /** The year's OPD limit. */
    sum_insured_paise: number;
    /** GST included. */
    premium_paise: number;
    gst_paise: number;
    label: string;
  }[];
  key_exclusions: string[];
}

export interface OpdInstrumentResponse {
  data: { results: OpdInstrument[] };
}
