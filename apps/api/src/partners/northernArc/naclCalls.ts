import type { Scalar } from '@tara/core';
import { maskName, maskPan } from '../../http/mask.js';
import { accountLast4, maskAccount } from '../loans/accountMask.js';
import { startResendWait } from '../loans/mandateLink.js';
import { offerCostFacts } from '../loans/offerCostFacts.js';
import { INVALID_PAN, PAN_FORMAT, panRefusal } from '../loans/panCheck.js';
import type { PartnerCall, PartnerCallInput, PartnerCallResult } from '../partnerCall.js';
import { naclCreditReportCall } from './creditReportCall.js';
import {
  businessDocument,
  leadKey,
  naclApplicant,
  naclLead,
  tenureOf,
  transactionDetails,
} from './naclRequests.js';
import { NACL_CALL, type NorthernArcConfig } from './types.js';

/**
 * The Northern Arc credit-line calls (spec 02 §7) as journey partner calls (decision 036).
 * Registered with the call runner in one line: `...naclCalls(config)`. No record or fact holds
 * a whole PAN, account number or mobile (the runner masks again whatever is left).
 */
export function naclCalls(config: NorthernArcConfig): PartnerCall[] {
  const { client, bureau } = config;
  const mode = client.mode;
  /** A call about the lead alone: the partner's answer is the outcome, the request its key. */
  const simple = (
    name: string,
    outcomes: string[],
    ask: (call: PartnerCallInput) => Promise<string>,
  ): PartnerCall => ({
    name,
    mode,
    outcomes,
    input: leadKey,
    async run(call) {
      const outcome = await ask(call);
      return answered(outcome, {}, { request: masked(leadKey(call)), response: { outcome } });
    },
  });

  return [
    {
      name: NACL_CALL.validatePan,
      mode,
      outcomes: ['valid', 'mismatch', 'invalid'],
      input: (call) => panRequest(call),
      async run(call) {
        const req = panRequest(call);
        const record = { request: { ...req, pan: maskPan(req.pan) } };
        if (!PAN_FORMAT.test(req.pan)) {
          return answered('invalid', { message: INVALID_PAN }, record);
        }
        const check = await client.validatePan(req, call.attempt);
        if (check.outcome === 'valid') return answered('valid', {}, record);
        return answered(check.outcome, { message: panRefusal(check) }, record);
      },
    },
    naclCreditReportCall(bureau),
    {
      name: NACL_CALL.addLead,
      mode,
      outcomes: ['created'],
      input: (call) => ({ leadId: call.leadId, ...naclApplicant(call.answers) }),
      async run(call) {
        const applicant = naclApplicant(call.answers);
        const { partnerLeadRef } = await client.addLead(
          { ...applicant, leadId: call.leadId },
          call.attempt,
        );
        return answered(
          'created',
          { partnerLeadRef },
          {
            request: {
              leadId: call.leadId,
              storeId: applicant.storeId,
              pan: maskPan(applicant.pan),
            },
            response: { partnerLeadRef },
          },
        );
      },
    },
    simple(NACL_CALL.validateKyc, ['verified', 'rejected'], (call) =>
      client.validateKyc(naclLead(call), call.attempt),
    ),
    simple(NACL_CALL.confirmBusinessKyc, ['confirmed'], (call) =>
      client.confirmBusinessKyc(naclLead(call), call.attempt),
    ),
    {
      name: NACL_CALL.validateBusinessKyc,
      mode,
      outcomes: ['verified', 'rejected'],
      input: (call) => {
        const doc = businessDocument(call.answers);
        return { ...leadKey(call), documentKind: doc.kind, documentId: doc.id };
      },
      async run(call) {
        const doc = businessDocument(call.answers);
        const lead = naclLead(call);
        const outcome = await client.validateBusinessKyc(
          { ...lead, documentKind: doc.kind, documentId: doc.id },
          call.attempt,
        );
        const request = { ...masked(leadKey(call)), documentKind: doc.kind };
        return answered(outcome, {}, { request, response: { outcome } });
      },
    },
    {
      name: NACL_CALL.cbEligibility,
      mode,
      outcomes: ['offered', 'declined'],
      input: (call) => ({
        ...naclApplicant(call.answers),
        ...leadKey(call),
        tenureMonths: tenureOf(call.answers),
      }),
      async run(call) {
        const req = {
          ...naclApplicant(call.answers),
          ...naclLead(call),
          tenureMonths: tenureOf(call.answers),
        };
        const answer = await client.cbEligibility(req, call.attempt);
        const request = {
          storeId: req.storeId,
          tenureMonths: req.tenureMonths,
          pan: maskPan(req.pan),
        };
        if (answer.outcome === 'declined') {
          return answered('declined', {}, { request, response: { outcome: 'declined' } });
        }
        const { outcome: _offered, ...offer } = answer;
        // The cost block of step21 (decision 080): the limit's illustrative drawdown.
        const facts = { ...offer, ...offerCostFacts('creditLine', offer) };
        return answered('offered', facts, { request, response: { ...answer } });
      },
    },
    {
      name: NACL_CALL.transactionDetails,
      mode,
      outcomes: ['stored'],
      input: (call) => ({ ...leadKey(call), ...(transactionDetails(call.answers) ?? {}) }),
      async run(call) {
        const details = transactionDetails(call.answers);
        if (!details) throw new Error(`${NACL_CALL.transactionDetails}: the lead has no account`);
        const { token } = await client.encryptTransactionDetails(
          naclLead(call),
          details,
          call.attempt,
        );
        const facts = { accountLast4: accountLast4(details.bankAccountNo), token };
        return answered('stored', facts, {
          request: { bankIfscCode: details.bankIfscCode, mandateType: details.mandateType },
          response: { token },
        });
      },
    },
    {
      // Step27 waits here: send-url makes the mandate and texts its link; the sandbox bank's
      // signed callback (modules/mandates) settles it, or the partner's enach/status.
      name: NACL_CALL.enach,
      mode,
      outcomes: ['registered', 'declined'],
      input: (call) => ({ ...leadKey(call), amountPaise: amountOf(call) }),
      async run(call): Promise<PartnerCallResult> {
        const mobile = naclApplicant(call.answers).mobile;
        if (!mobile) throw new Error(`${NACL_CALL.enach}: the lead has no mobile`);
        const lead = naclLead(call);
        const amountPaise = amountOf(call);
        const { mandateId } = await client.sendEnachUrl(
          lead,
          { mobile, amountPaise },
          call.attempt,
        );
        await startResendWait(config.db, call.leadId, config.now());
        const details = transactionDetails(call.answers);
        return {
          kind: 'waiting',
          externalRef: mandateId,
          facts: { mandateId },
          record: {
            // The shape the sandbox bank's page reads (modules/mandates), account masked.
            request: {
              mandateId,
              amountPaise,
              bankIfscCode: details?.bankIfscCode ?? null,
              accountHolderName: details ? maskName(details.accountHolderName) : null,
              bankAccountNo: details ? maskAccount(details.bankAccountNo) : null,
              accountType: details?.accountType ?? null,
            },
          },
        };
      },
    },
    simple(NACL_CALL.pnachDoc, ['ready'], async (call) => {
      await client.pnachDoc(naclLead(call), call.attempt);
      return 'ready';
    }),
    {
      name: NACL_CALL.uploadPnachDoc,
      mode,
      outcomes: ['uploaded'],
      input: (call) => ({ ...leadKey(call), document: String(call.answers.pnachDocument ?? '') }),
      async run(call) {
        const documentId = String(call.answers.pnachDocument ?? '');
        const { documentRef } = await client.uploadPnachDoc(
          naclLead(call),
          documentId,
          call.attempt,
        );
        return answered(
          'uploaded',
          { documentRef },
          { request: masked(leadKey(call)), response: { documentRef } },
        );
      },
    },
    {
      name: NACL_CALL.pnachStatus,
      mode,
      outcomes: ['accepted'],
      input: leadKey,
      async run(call): Promise<PartnerCallResult> {
        const status = await client.pnachStatus(naclLead(call), call.attempt);
        const record = { request: masked(leadKey(call)), response: { status } };
        if (status === 'accepted') return answered('accepted', {}, record);
        return {
          kind: 'waiting',
          externalRef: `NACL-PNACH-${naclLead(call).partnerLeadRef}`,
          record,
        };
      },
    },
    simple(NACL_CALL.eAgreement, ['signed'], async (call) => {
      await client.eAgreement(naclLead(call), call.attempt);
      return 'signed';
    }),
  ];
}

function panRequest(call: PartnerCallInput) {
  const a = naclApplicant(call.answers);
  return { pan: a.pan, firstName: a.firstName, middleName: a.middleName, lastName: a.lastName };
}

/** The mandate's ceiling: the credit limit offered at step20 (paise), else ₹3,00,000. */
function amountOf(call: PartnerCallInput): number {
  const offered = call.facts[NACL_CALL.cbEligibility]?.offeredAmountPaise;
  return typeof offered === 'number' ? offered : 300_000 * 100;
}

const masked = (key: Record<string, Scalar>): Record<string, Scalar> => ({
  ...key,
  pan: typeof key.pan === 'string' ? maskPan(key.pan) : null,
});

const answered = (
  outcome: string,
  facts: Record<string, Scalar>,
  record: { request: Record<string, unknown>; response?: Record<string, unknown> },
): PartnerCallResult => ({ kind: 'answered', outcome, facts, record });
