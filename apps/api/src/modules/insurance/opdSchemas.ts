import { OPD_CONSULTATION_MODES } from '@tara/core';
import type {
  Fits,
  OpdBookResponse,
  OpdInstrumentResponse,
  OpdSlotsResponse,
} from '@tara/core/contract';
import { z } from 'zod';
import { InstrumentSchema } from './instrumentSchema.js';

// Insta OPD's calls (spec 03 §7 `/instrument/instaopd`, decision 053): the instrument with its
// plans, and the consultation booked after the policy is issued (slots, booking).

const modes = OPD_CONSULTATION_MODES.map((m) => m.value) as ['tele', 'clinic'];

/** GET /instrument/instaopd: one instrument, the client reads `results[0]`. */
export const OpdInstrumentResponseSchema = z.object({
  data: z.object({
    results: z.array(
      InstrumentSchema.extend({
        cover_for: z.array(z.object({ value: z.string(), label: z.string() })),
        plans: z.array(
          z.object({
            id: z.number().int().describe('plan id (the radio value)'),
            sum_insured_paise: z.number().int().describe("The year's OPD limit"),
            premium_paise: z.number().int().describe('GST included'),
            gst_paise: z.number().int(),
            label: z.string(),
          }),
        ),
        key_exclusions: z.array(z.string()),
      }),
    ),
  }),
});

/** A booked consultation as shown (dates DD/MM/YYYY, India time). */
export const OpdAppointmentViewSchema = z.object({
  booking_id: z.string(),
  slot_id: z.string(),
  date: z.string().describe('DD/MM/YYYY'),
  time: z.string().describe('HH:MM, India time'),
  mode: z.enum(modes),
  mode_label: z.string(),
  doctor: z.string(),
  status: z.literal('Confirmed'),
});

/** `display_data.body.opd_data` of an Insta OPD policy (spec 03 §3). */
export const OpdDataSchema = z.object({
  insured_name: z.string(),
  insured_relation: z.string(),
  opd_limit: z.string(),
  benefits: z.array(z.string()),
  appointment_link: z.string().nullable().describe('Only once the policy is issued'),
  appointment: OpdAppointmentViewSchema.nullable(),
});

export const OpdSlotsQuerySchema = z.object({
  policy_id: z.string().max(64, { error: 'We could not find this policy.' }),
});

export const OpdSlotsResponseSchema = z.object({
  data: z.object({
    results: z.object({
      policy_id: z.string(),
      modes: z.array(z.object({ value: z.enum(modes), label: z.string() })),
      slots: z.array(
        z.object({
          id: z.string().describe('YYYY-MM-DDTHH:MM, India time'),
          date: z.string().describe('DD/MM/YYYY'),
          time: z.string(),
          available: z.boolean(),
        }),
      ),
      appointment: OpdAppointmentViewSchema.nullable(),
    }),
  }),
});

/** POST /insurances/opd/appointment: book (or move) the policy's consultation. */
export const OpdBookBodySchema = z
  .object({
    policy_id: z.string().max(64, { error: 'We could not find this policy.' }),
    slot_id: z.string().max(32, { error: 'Please choose a slot' }),
    mode: z.enum(modes, { error: 'Please choose how you want to consult' }),
  })
  .describe('OpdBookBody: the issued policy, a slot of its slots and the consultation mode');

export const OpdBookResponseSchema = z.object({
  data: z.object({ results: z.object({ appointment: OpdAppointmentViewSchema }) }),
});

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [
  Fits<z.output<typeof OpdInstrumentResponseSchema>, OpdInstrumentResponse>,
  Fits<z.output<typeof OpdSlotsResponseSchema>, OpdSlotsResponse>,
  Fits<z.output<typeof OpdBookResponseSchema>, OpdBookResponse>,
] = [true, true, true];
