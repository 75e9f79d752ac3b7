import type { InsuredRelation, MemberKind } from '@tara/core';
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { belongsToUser } from './columns.js';
import { purchases } from './paymentsSchema.js';

/**
 * A policy is quoted (validated by the insurer, priced, not paid) → paid (its purchase
 * fulfilled) → issuing (the insurer's call claimed, once) → issued, or failed with the
 * insurer's message (the payment stays taken once; refunds are decision 041's later issue).
 */
export type PolicyState = 'quoted' | 'paid' | 'issuing' | 'issued' | 'failed';

/** Who proposes the policy, as sent to the insurer (no PAN: none is needed to issue). */
export interface PolicyProposer {
  name: string;
  mobile: string;
  email?: string;
  /** YYYY-MM-DD (term). */
  dob?: string;
}

/**
 * The proposal the insurer validated: proposer, insured persons (term: self; group health:
 * self, spouse, sons and daughters, decision 052), nominee.
 */
export interface PolicyProposal {
  proposer: PolicyProposer;
  insured: { name: string; relation: MemberKind | InsuredRelation; dob: string }[];
  nominee: { name: string; relation: string; dob: string } | null;
  /** Insta OPD: the consultation booked after issuance (decision 053: no table of its own yet). */
  opdAppointment?: OpdAppointmentRecord;
}

/** A booked Insta OPD consultation (decision 053), kept in the issued policy's proposal. */
export interface OpdAppointmentRecord {
  bookingId: string;
  slotId: string;
  /** YYYY-MM-DD and HH:MM, India time. */
  date: string;
  time: string;
  mode: 'tele' | 'clinic';
  doctor: string;
  bookedAt: string;
}

/**
 * An insurance policy (decision 048, objectType 19): quoted by the validate-only lead
 * creation after the journey's last step, from the lead's plan and core's tables; paid once by
 * fulfilling its purchase; then issued once by the insurer, after the payment's transaction.
 * Money in integer paise (decision 040). `leadStatus` is the last of spec 03's codes 256–263
 * the lead passed.
 */
export const insurancePolicies = pgTable(
  'insurance_policies',
  {
    id: uuid('id').primaryKey(),
    userId: belongsToUser(),
    /** The insurance lead it was quoted from (no foreign key: leads are purged on their own clock). */
    leadId: uuid('lead_id').notNull(),
    journey: text('journey').notNull(),
    product: text('product').notNull(),
    insurer: text('insurer').notNull(),
    instrumentId: integer('instrument_id').notNull(),
    planId: integer('plan_id').notNull(),
    sumInsuredPaise: integer('sum_insured_paise').notNull(),
    premiumPaise: integer('premium_paise').notNull(),
    proposal: jsonb('proposal').$type<PolicyProposal>().notNull(),
    state: text('state').$type<PolicyState>().notNull(),
    leadStatus: integer('lead_status').notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    policyNumber: text('policy_number'),
    startDate: date('start_date', { mode: 'string' }),
    endDate: date('end_date', { mode: 'string' }),
    /** The insurer's refusal or failure after payment, shown with the support mailbox. */
    failure: text('failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    /** A combo's part: the combo it was sold in (decision 055; no purchase of its own). */
    comboId: uuid('combo_id'),
    /** When the insurer's call was claimed: a claim older than the stale period is retried. */
    issuingSince: timestamp('issuing_since', { withTimezone: true }),
  },
  (t) => [
    index('insurance_policies_combo_idx').on(t.comboId),
    index('insurance_policies_user_idx').on(t.userId, t.createdAt),
    index('insurance_policies_lead_idx').on(t.leadId),
    uniqueIndex('insurance_policies_purchase_idx').on(t.purchaseId),
    uniqueIndex('insurance_policies_number_idx').on(t.policyNumber),
    check('insurance_policies_money', sql`${t.premiumPaise} > 0 AND ${t.sumInsuredPaise} > 0`),
  ],
);

/** A combo is quoted, then paid once; its parts (policies with its id) are issued each once. */
export type ComboState = 'quoted' | 'paid';

/**
 * An insurance combo (decision 055): the parts of a combo plan sold in one payment for their
 * total premium; each part is a policy row (`comboId`) issued by its insurer once. Its
 * purchase is the combo's (objectType 20), never a part's, so the single policies' claim by
 * purchase never takes a part.
 */
export const insuranceCombos = pgTable(
  'insurance_combos',
  {
    id: uuid('id').primaryKey(),
    userId: belongsToUser(),
    leadId: uuid('lead_id').notNull(),
    journey: text('journey').notNull(),
    combo: text('combo').notNull(),
    planId: integer('plan_id').notNull(),
    premiumPaise: integer('premium_paise').notNull(),
    state: text('state').$type<ComboState>().notNull(),
    leadStatus: integer('lead_status').notNull(),
    purchaseId: uuid('purchase_id').references(() => purchases.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('insurance_combos_lead_idx').on(t.leadId, t.createdAt),
    uniqueIndex('insurance_combos_purchase_idx').on(t.purchaseId),
    check('insurance_combos_money', sql`${t.premiumPaise} > 0`),
  ],
);
