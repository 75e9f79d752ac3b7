import { createHash } from 'node:crypto';
import {
  formatDate,
  indiaDate,
  OPD_CONSULTATION_MODES,
  type OpdConsultationMode,
} from '@tara/core';
import type { OpdAppointmentRecord } from '../../db/insuranceSchema.js';
import { httpError } from '../../http/errors.js';
import { findPolicy, type PolicyRow } from './data.js';
import type { InsuranceDeps } from './deps.js';
import { saveOpdAppointment } from './opdAppointmentsData.js';
import { POLICY_NOT_FOUND } from './policyDocument.js';

// Insta OPD's consultation booking after issuance (decision 053), a deterministic sandbox of
// the insurer's tele-consultation partner: the next three days, four times each (India
// time); the first day's 12:30 is always taken, so a refusal can be tested. A booking is kept in
// the issued policy's proposal (no table yet); booking again moves it.

export const NOT_ISSUED_YET =
  'You can book an appointment once your policy is issued. Please try again in a little while.';
export const SLOT_TAKEN = 'This slot is not available. Please choose another.';

export const SLOT_TIMES = ['10:00', '12:30', '16:00', '18:30'] as const;
const DAYS = 3;
const DOCTORS = ['Dr. Meera Iyer', 'Dr. Arjun Rao', 'Dr. Farah Khan', 'Dr. Vikram Sethi'];

export interface OpdSlot {
  id: string;
  date: string;
  time: string;
  available: boolean;
}

/** The bookable slots from tomorrow (India time), in order. */
export function opdSlots(now: Date): OpdSlot[] {
  return Array.from({ length: DAYS }, (_, i) => indiaDate(now, i + 1)).flatMap((day, d) =>
    SLOT_TIMES.map((time) => ({
      id: `${day}T${time}`,
      date: day,
      time,
      available: !(d === 0 && time === '12:30'),
    })),
  );
}

const modeLabel = (mode: OpdConsultationMode): string =>
  OPD_CONSULTATION_MODES.find((m) => m.value === mode)?.label ?? mode;

export function appointmentView(record: OpdAppointmentRecord) {
  return {
    booking_id: record.bookingId,
    slot_id: record.slotId,
    date: formatDate(record.date),
    time: record.time,
    mode: record.mode,
    mode_label: modeLabel(record.mode),
    doctor: record.doctor,
    status: 'Confirmed' as const,
  };
}

/** The session's own Insta OPD policy, issued; 404 for anyone else's, 400 before issuance. */
async function issuedOpdPolicy(
  deps: InsuranceDeps,
  userId: string,
  policyId: string,
): Promise<PolicyRow> {
  const policy = await findPolicy(deps.db, policyId);
  if (!policy || policy.userId !== userId || policy.product !== 'instaOpd') {
    throw httpError(404, POLICY_NOT_FOUND);
  }
  if (policy.state !== 'issued') throw httpError(400, NOT_ISSUED_YET);
  return policy;
}

export async function opdAppointmentSlots(deps: InsuranceDeps, userId: string, policyId: string) {
  const policy = await issuedOpdPolicy(deps, userId, policyId);
  const booked = policy.proposal.opdAppointment ?? null;
  return {
    data: {
      results: {
        policy_id: policy.id,
        modes: OPD_CONSULTATION_MODES.map((m) => ({ ...m })),
        slots: opdSlots(deps.now()).map((s) => ({ ...s, date: formatDate(s.date) })),
        appointment: booked ? appointmentView(booked) : null,
      },
    },
  };
}

/**
 * Books the slot for the session's own issued policy: the same slot and mode again answer the
 * same booking; another slot moves it. The booking id and doctor are a digest of the policy
 * and the slot, so the sandbox answers alike every time.
 */
export async function bookOpdAppointment(
  deps: InsuranceDeps,
  userId: string,
  body: { policy_id: string; slot_id: string; mode: OpdConsultationMode },
) {
  const policy = await issuedOpdPolicy(deps, userId, body.policy_id);
  const now = deps.now();
  const slot = opdSlots(now).find((s) => s.id === body.slot_id);
  if (!slot?.available) throw httpError(400, SLOT_TAKEN);
  const booked = policy.proposal.opdAppointment;
  if (booked && booked.slotId === slot.id && booked.mode === body.mode) {
    return { data: { results: { appointment: appointmentView(booked) } } };
  }
  const digest = createHash('sha256').update(`${policy.id}:${slot.id}`).digest();
  const record: OpdAppointmentRecord = {
    bookingId: `OPD-${String(digest.readUInt32BE(0) % 100_000_000).padStart(8, '0')}`,
    slotId: slot.id,
    date: slot.date,
    time: slot.time,
    mode: body.mode,
    doctor: `${DOCTORS[(digest[4] ?? 0) % DOCTORS.length]} (General Physician)`,
    bookedAt: now.toISOString(),
  };
  if (!(await saveOpdAppointment(deps.db, policy.id, record))) {
    throw httpError(400, NOT_ISSUED_YET);
  }
  return { data: { results: { appointment: appointmentView(record) } } };
}
