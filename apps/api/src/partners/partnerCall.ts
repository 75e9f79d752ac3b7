import type { Answers, JourneyContext, Scalar } from '@tara/core';

// One interface for every partner call a journey step names (platform v2, decision 019).
// The step's `call.name` picks a `PartnerCall` from the registry; the call runner
// (modules/calls) claims it in `lead_calls`, calls `run` outside any transaction, and stores
// the answer. Every adapter has a deterministic sandbox (DESIGN principle 4).

/** What the runner hands a call: the lead's answers so far (the step's own included). */
export interface PartnerCallInput {
  leadId: string;
  stepId: string;
  /** 1 for the first try of this input, 2 for the first retry, ... */
  attempt: number;
  answers: Answers;
  context: JourneyContext;
  /** Facts earlier calls answered (e.g. the partner's lead reference), by call name. */
  facts: Record<string, Record<string, Scalar>>;
  userId: string | null;
}

/** The input without the attempt: what `input` may depend on (decision 021). */
export type PartnerCallQuestion = Omit<PartnerCallInput, 'attempt'>;

/** The partner's answer. `outcome` is one of the step's declared outcomes. */
export type PartnerCallResult =
  | {
      kind: 'answered';
      outcome: string;
      /** Safe to store and to show later steps: no whole PAN, Aadhaar or account number. */
      facts?: Record<string, Scalar>;
      /** The partner's reference (application id, mandate id), when it gave one. */
      externalRef?: string;
      /** A record of what was sent and answered, secrets masked (kept in `lead_calls`). */
      record?: { request?: Record<string, unknown>; response?: Record<string, unknown> };
    }
  | {
      /** The partner took the request; the outcome arrives later (callback or poll). */
      kind: 'waiting';
      externalRef: string;
      facts?: Record<string, Scalar>;
      record?: { request?: Record<string, unknown>; response?: Record<string, unknown> };
    };

/** The partner could not be reached or answered with a server error: nothing was decided. */
export class PartnerUnavailable extends Error {
  constructor(
    readonly call: string,
    readonly kind: 'timeout' | 'server-error',
    /** The user-facing text (spec 02 §8, e.g. the PAN check's 'Something went wrong. ...'). */
    readonly userMessage = 'Something went wrong',
  ) {
    super(`${call}: ${kind}`);
    this.name = 'PartnerUnavailable';
  }
}

export interface PartnerCall {
  /** The name journey steps use, e.g. `ckyc`, `karza.gstin`, `idfc.approvalStatus`. */
  readonly name: string;
  readonly mode: 'sandbox' | 'live';
  /** Every outcome `run` (or a later callback) may answer. */
  readonly outcomes: readonly string[];
  /**
   * 'purchase': the call waits on the purchase it opened (its `externalRef`), and is answered
   * 'paid' when the purchase is fulfilled (decision 042). Unset: its partner answers.
   */
  readonly settledBy?: 'purchase';
  /**
   * The part of the answers the call depends on: same input, same call (its hash is the
   * claim key). Only what the partner receives. The runner computes it before the claim,
   * with `attempt` 0: it must not depend on the attempt.
   */
  input(call: PartnerCallInput): Record<string, Scalar>;
  /** Throws PartnerUnavailable when the partner cannot answer. */
  run(call: PartnerCallInput): Promise<PartnerCallResult>;
}

/** Every partner call by name. */
export type PartnerCalls = ReadonlyMap<string, PartnerCall>;
