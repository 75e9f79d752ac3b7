import { maskMobile, type Scalar } from '@tara/core';
import { equatedInstalment } from '@tara/core/rules/loans';
import { accountLast4, maskPan } from '../loans/accountMask.js';
import { startResendWait } from '../loans/mandateLink.js';
import { offerCostFacts } from '../loans/offerCostFacts.js';
import { INVALID_PAN, PAN_FORMAT, panRefusal } from '../loans/panCheck.js';
import type { PartnerCall, PartnerCallInput, PartnerCallResult } from '../partnerCall.js';
import {
  businessKycInput,
  cbInput,
  enachBankInput,
  lead,
  loanInput,
  mandateInput,
  mandateInputKey,
  maskedMandate,
  panInput,
  sentMandate,
} from './callRequests.js';
import { idfcClient } from './idfcClient.js';
import { IDFC_CALL, type IdfcConfig } from './types.js';

/**
 * The IDFC business-loan calls (spec 02 §7) as journey partner calls, sandbox or live by
 * `config.idfc` (decision 022). Register them with the call runner in one line:
 * `...idfcCalls(config)`. No record or fact holds a whole PAN, account number or mobile.
 */
export function idfcCalls(config: IdfcConfig): PartnerCall[] {
  const client = idfcClient(config);
  const mode = client.mode;
  const createMandate = async (call: PartnerCallInput) => {
    const req = mandateInput(call);
    if (!req) throw new Error(`${IDFC_CALL.sendEnachUrl}: the lead has no complete bank account`);
    const { mandateId } = await client.sendEnachUrl(req, call.attempt);
    await startResendWait(config.db, call.leadId, config.now());
    return { mandateId, req, record: { request: { mandateId, ...maskedMandate(req) } } };
  };

  /** A call the bank decides: its answer's outcome, the request and answer kept as they were. */
  const decidedByBank = <R extends Record<string, Scalar>>(
    name: string,
    outcomes: string[],
    input: (call: PartnerCallInput) => R,
    ask: (req: R, attempt: number) => Promise<{ outcome: string }>,
  ): PartnerCall => ({
    name,
    mode,
    outcomes,
    input,
    async run(call) {
      const req = input(call);
      const answer = await ask(req, call.attempt);
      return answered(answer.outcome, {}, { request: req, response: { ...answer } });
    },
  });

  return [
    {
      name: IDFC_CALL.addLead,
      mode,
      outcomes: ['created'],
      input: (call) => {
        const { applicant } = lead(call);
        return {
          leadId: call.leadId,
          firstName: applicant.firstName,
          middleName: applicant.middleName,
          lastName: applicant.lastName,
          mobile: applicant.mobile,
          loanAmount: applicant.loanAmount,
          tenure: applicant.tenure,
        };
      },
      async run(call) {
        const { applicant } = lead(call);
        const req = { ...applicant, leadId: call.leadId };
        const { partnerLeadRef } = await client.addLead(req, call.attempt);
        return answered(
          'created',
          { partnerLeadRef },
          {
            request: { leadId: call.leadId, loanAmount: req.loanAmount, tenure: req.tenure },
            response: { partnerLeadRef },
          },
        );
      },
    },
    {
      name: IDFC_CALL.validatePan,
      mode,
      outcomes: ['valid', 'mismatch', 'invalid'],
      input: (call) => panInput(call),
      async run(call) {
        const req = panInput(call);
        const masked = { ...req, pan: maskPan(req.pan) };
        if (!PAN_FORMAT.test(req.pan)) {
          const message = INVALID_PAN;
          return answered('invalid', { message }, { request: masked, response: { message } });
        }
        const check = await client.validatePan(req, call.attempt);
        const record = { request: masked, response: { ...check } };
        if (check.outcome === 'valid') return answered('valid', {}, record);
        return answered(check.outcome, { message: panRefusal(check) }, record);
      },
    },
    decidedByBank(IDFC_CALL.approvalStatus, ['approved', 'rejected'], loanInput, (req, attempt) =>
      client.approvalStatus(req, attempt),
    ),
    decidedByBank(
      IDFC_CALL.businessKyc,
      ['verified', 'rejected'],
      businessKycInput,
      (req, attempt) => client.businessKyc(req, attempt),
    ),
    {
      // Step22 (the journey's credit approval) is the spec's cb-eligibility call.
      name: IDFC_CALL.creditApproval,
      mode,
      outcomes: ['offered', 'declined'],
      input: (call) => cbInput(call, lead(call)),
      async run(call) {
        const req = cbInput(call, lead(call));
        const answer = await client.cbEligibility(req, call.attempt);
        const request = { ...req, mobile: req.mobile ? maskMobile(req.mobile) : null };
        if (answer.outcome === 'rejected') {
          return answered('declined', {}, { request, response: { ...answer } });
        }
        const { outcome: _eligible, ...offer } = answer;
        const terms = { ...offer, ...instalmentOf(offer, lead(call).applicant.tenure) };
        // The cost block of step23 (decision 080): fee, APR, total, penal charges, cooling-off.
        const facts = { ...terms, ...offerCostFacts('loan', terms) };
        return answered('offered', facts, { request, response: { ...answer } });
      },
    },
    {
      name: IDFC_CALL.enachBank,
      mode,
      outcomes: ['supported', 'unsupported'],
      input: (call) => enachBankInput(call, lead(call).partnerLeadRef),
      async run(call) {
        const req = enachBankInput(call, lead(call).partnerLeadRef);
        const answer = await client.enachBank(req, call.attempt);
        const outcome = answer.supported ? 'supported' : 'unsupported';
        return answered(outcome, { bankName: answer.bankName }, { request: req, response: answer });
      },
    },
    {
      name: IDFC_CALL.sendEnachUrl,
      mode,
      outcomes: ['sent'],
      input: (call) => mandateInputKey(mandateInput(call)),
      async run(call) {
        const { mandateId, req, record } = await createMandate(call);
        const facts = {
          mandateId,
          accountLast4: accountLast4(req.bankAccountNo),
          amountPaise: req.amountPaise,
        };
        return { kind: 'answered', outcome: 'sent', facts, externalRef: mandateId, record };
      },
    },
    {
      // Step39 waits here: the outcome arrives by the bank's callback (modules/mandates).
      name: IDFC_CALL.enach,
      mode,
      outcomes: ['registered', 'declined'],
      input: (call) => {
        const sent = sentMandate(call);
        return sent ? { mandateId: sent } : mandateInputKey(mandateInput(call));
      },
      async run(call): Promise<PartnerCallResult> {
        const sent = sentMandate(call);
        if (sent) {
          return {
            kind: 'waiting',
            externalRef: sent,
            facts: { mandateId: sent },
            record: { request: { mandateId: sent } },
          };
        }
        // No step sent the link before: the mandate is made (and its link sent) now.
        const { mandateId, record } = await createMandate(call);
        return { kind: 'waiting', externalRef: mandateId, facts: { mandateId }, record };
      },
    },
    {
      name: IDFC_CALL.pnachStatus,
      mode,
      // The spec rejects only at steps 12, 13, 17, 23 and 39 (BL-32): a form the bank has not
      // accepted keeps step42 waiting (nothing settles it yet: decision 022, open).
      outcomes: ['accepted'],
      input: loanInput,
      async run(call): Promise<PartnerCallResult> {
        const req = loanInput(call);
        const outcome = await client.pnachStatus(req, call.attempt);
        const record = { request: req, response: { outcome } };
        if (outcome === 'accepted') return answered('accepted', {}, record);
        return { kind: 'waiting', externalRef: `PNACH-${req.partnerLeadRef}`, record };
      },
    },
    {
      name: IDFC_CALL.eAgreement,
      mode,
      // The journey's word (step43): the applicant signed; the bank answers 'accepted'.
      outcomes: ['signed'],
      input: loanInput,
      async run(call) {
        const req = loanInput(call);
        const outcome = await client.eAgreement(req, call.attempt);
        return answered('signed', {}, { request: req, response: { outcome } });
      },
    },
  ];
}

/**
 * The offer's tenure (the months asked, within the bank's range) and its EMI to the paisa, so
 * the offer step shows what the applicant will pay each month.
 */
export function instalmentOf(
  offer: {
    offeredAmountPaise: number;
    interestRateBps: number;
    tenureMinMonths: number;
    tenureMaxMonths: number;
  },
  asked: number | null,
): { tenureMonths: number; emiPaise: number } {
  const months = Math.min(
    offer.tenureMaxMonths,
    Math.max(offer.tenureMinMonths, asked ?? offer.tenureMaxMonths),
  );
  return {
    tenureMonths: months,
    emiPaise: equatedInstalment(offer.offeredAmountPaise, offer.interestRateBps, months),
  };
}

const answered = (
  outcome: string,
  facts: Record<string, Scalar>,
  record: { request: Record<string, unknown>; response?: Record<string, unknown> },
): PartnerCallResult => ({ kind: 'answered', outcome, facts, record });
