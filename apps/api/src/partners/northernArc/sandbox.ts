import { createHash } from 'node:crypto';
import { enachLink, newMandateId } from '../loans/mandateLink.js';
import { sandboxPanCheck } from '../loans/sandboxPanCheck.js';
import { sandboxReachable } from '../loans/sandboxReachable.js';
import { PartnerUnavailable } from '../partnerCall.js';
import { naclSandboxScenario, sandboxOffer } from './sandboxRules.js';
import {
  NACL_CALL,
  type NaclTransactionDetails,
  type NorthernArcClient,
  type SandboxNaclDeps,
} from './types.js';

/** The SMS of the e-mandate link: the link only (no account number, no amount). */
export const naclEnachText = (link: string): string =>
  `Northern Arc: authorise the e-mandate (e-NACH) for your credit line at ${link}`;

/**
 * Northern Arc in sandbox mode: every decision by the table of sandboxRules.ts, nothing leaves
 * the machine; the e-mandate link goes to the SMS adapter and opens the sandbox bank's page
 * (modules/mandates), whose signed callback settles the wait.
 */
export function sandboxNorthernArc(deps: SandboxNaclDeps): NorthernArcClient {
  const reachable = (call: string, pan: string, attempt: number) =>
    sandboxReachable(naclSandboxScenario(pan), call, attempt);
  // Encrypted details the sandbox holds, by token (a sandbox-only process-local store).
  const vault = new Map<string, NaclTransactionDetails>();
  const sendLink = (mandateId: string, mobile: string) =>
    deps.sms.send({ mobile, text: naclEnachText(enachLink(mandateId, deps.publicOrigin)) });

  return {
    mode: 'sandbox',
    validatePan: (req) => sandboxPanCheck(NACL_CALL.validatePan, req.pan),
    async addLead(req, attempt) {
      reachable(NACL_CALL.addLead, req.pan, attempt);
      return { partnerLeadRef: `NACL-${short(req.leadId)}` };
    },
    async validateKyc(lead, attempt) {
      const scenario = reachable(NACL_CALL.validateKyc, lead.pan, attempt);
      return scenario === 'rejectAt11' ? 'rejected' : 'verified';
    },
    async confirmBusinessKyc(lead, attempt) {
      reachable(NACL_CALL.confirmBusinessKyc, lead.pan, attempt);
      return 'confirmed';
    },
    async validateBusinessKyc(lead, attempt) {
      const scenario = reachable(NACL_CALL.validateBusinessKyc, lead.pan, attempt);
      return scenario === 'rejectAt15' ? 'rejected' : 'verified';
    },
    async cbEligibility(req, attempt) {
      const scenario = reachable(NACL_CALL.cbEligibility, req.pan, attempt);
      if (scenario === 'rejectAt21') return { outcome: 'declined' };
      return { outcome: 'offered', ...sandboxOffer(req.tenureMonths) };
    },
    async encryptTransactionDetails(lead, details, attempt) {
      reachable(NACL_CALL.transactionDetails, lead.pan, attempt);
      const token = `TXN-${short(`${lead.leadId}:${details.bankAccountNo}:${details.bankIfscCode}`)}`;
      vault.set(token, { ...details });
      return { token };
    },
    async decryptTransactionDetails(_lead, token) {
      const details = vault.get(token);
      if (!details) throw new PartnerUnavailable(NACL_CALL.transactionDetails, 'server-error');
      return { ...details };
    },
    async sendEnachUrl(lead, mandate, attempt) {
      reachable(NACL_CALL.enach, lead.pan, attempt);
      const mandateId = newMandateId();
      await sendLink(mandateId, mandate.mobile);
      return { mandateId };
    },
    async resendEnachUrl(mandateId, mobile) {
      await sendLink(mandateId, mobile);
    },
    async enachStatus() {
      // The sandbox bank's page answers by its signed callback; polling learns nothing more.
      return 'pending';
    },
    async pnachDoc(lead, attempt) {
      reachable(NACL_CALL.pnachDoc, lead.pan, attempt);
      return { formRef: `PNACH-${short(lead.leadId)}` };
    },
    async uploadPnachDoc(lead, documentId, attempt) {
      reachable(NACL_CALL.uploadPnachDoc, lead.pan, attempt);
      return { documentRef: `NACL-DOC-${short(documentId)}` };
    },
    async pnachStatus(lead, attempt) {
      reachable(NACL_CALL.pnachStatus, lead.pan, attempt);
      return 'accepted';
    },
    async eAgreement(lead, attempt) {
      reachable(NACL_CALL.eAgreement, lead.pan, attempt);
      return 'accepted';
    },
  };
}

/** Ten hex digits of a hash: a stable, unguessable-enough sandbox reference. */
function short(value: string): string {
  return createHash('sha256').update(value).digest('hex').slice(0, 10).toUpperCase();
}
