import { formatPaise, INSURED_RELATION_LABELS, opdAppointmentPath } from '@tara/core';
import type { PolicyRow } from './data.js';
import { appointmentView } from './opdAppointments.js';

/**
 * What an Insta OPD policy adds to its `display_data.body` (spec 03 §3 `opd_data`, decision
 * 053): who is insured, the year's OPD limit, what it pays for (PLACEHOLDER: the insurer's
 * wording replaces it), and the booking of a consultation once the policy is issued.
 */
export function opdDataOf(policy: PolicyRow) {
  const insured = policy.proposal.insured[0];
  const booked = policy.proposal.opdAppointment ?? null;
  const issued = policy.state === 'issued';
  return {
    insured_name: insured?.name ?? policy.proposal.proposer.name,
    insured_relation: insured ? INSURED_RELATION_LABELS[insured.relation] : 'Self',
    opd_limit: formatPaise(policy.sumInsuredPaise),
    benefits: [
      'Consultations with doctors, in a clinic or by tele-consultation',
      'Medicines and diagnostic tests a doctor prescribes',
    ],
    appointment_link: issued ? opdAppointmentPath(policy.id) : null,
    appointment: issued && booked ? appointmentView(booked) : null,
  };
}
