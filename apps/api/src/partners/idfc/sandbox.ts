import { randomBytes } from 'node:crypto';
import { ifscBranches } from '../../modules/catalog/data.js';
import { enachLink, newMandateId } from '../loans/mandateLink.js';
import { sandboxPanCheck } from '../loans/sandboxPanCheck.js';
import { sandboxReachable } from '../loans/sandboxReachable.js';
import type { SmsAdapter } from '../sms/types.js';
import { idfcSandboxScenario, SANDBOX_OFFER } from './sandboxRules.js';
import { IDFC_CALL, type IdfcClient, type MandateRequest } from './types.js';

/** The SMS text: the link only (no account number, no amount). */
export const enachLinkText = (link: string): string =>
  `IDFC FIRST Bank: authorise the e-mandate (e-NACH) for your business loan at ${link}`;

export interface SandboxIdfcDeps {
  sms: SmsAdapter;
  publicOrigin?: string | undefined;
}

/** The decline reasons the sandbox gives (kept in the call's record, shown to nobody). */
export const SANDBOX_REASON = {
  approval: 'Sandbox: approval declined',
  offer: 'Sandbox: no offer for this applicant',
  business: 'Sandbox: business KYC declined',
};

/**
 * IDFC FIRST Bank in sandbox mode: every decision by the table of sandboxRules.ts, nothing
 * leaves the machine; the mandate link goes to the SMS adapter (the outbox outside production).
 */
export function sandboxIdfc(deps: SandboxIdfcDeps): IdfcClient {
  /** The bank-wide scenarios of the table: unreachable always, transient on a first try. */
  const reachable = (call: string, loanAmount: number | null, attempt: number) =>
    sandboxReachable(idfcSandboxScenario(loanAmount), call, attempt);
  const sendLink = async (mandateId: string, req: MandateRequest) => {
    // The journey asks the mobile at step1; a lead without one is a bug, not a partner answer.
    if (!req.mobile) throw new Error('idfc sandbox: the lead has no mobile to send the link to');
    const link = enachLink(mandateId, deps.publicOrigin);
    await deps.sms.send({ mobile: req.mobile, text: enachLinkText(link) });
  };

  return {
    mode: 'sandbox',
    async addLead(req, attempt) {
      reachable(IDFC_CALL.addLead, req.loanAmount, attempt);
      const hex = req.leadId
        .replace(/[^0-9a-f]/gi, '')
        .slice(0, 10)
        .toUpperCase();
      return { partnerLeadRef: `IDFC-${hex}` };
    },
    validatePan: (req) => sandboxPanCheck(IDFC_CALL.validatePan, req.pan),
    async approvalStatus(req, attempt) {
      const scenario = reachable(IDFC_CALL.approvalStatus, req.loanAmount, attempt);
      if (scenario === 'rejectAt13')
        return { outcome: 'rejected', reason: SANDBOX_REASON.approval };
      return { outcome: 'approved' };
    },
    async businessKyc(req, attempt) {
      const scenario = reachable(IDFC_CALL.businessKyc, req.loanAmount, attempt);
      if (scenario === 'rejectAt17')
        return { outcome: 'rejected', reason: SANDBOX_REASON.business };
      return { outcome: 'verified' };
    },
    async cbEligibility(req, attempt) {
      const scenario = reachable(IDFC_CALL.creditApproval, req.loanAmount, attempt);
      if (scenario === 'rejectAt23' || req.loanAmount === null) {
        return { outcome: 'rejected', reason: SANDBOX_REASON.offer };
      }
      return { outcome: 'eligible', offeredAmountPaise: req.loanAmount * 100, ...SANDBOX_OFFER };
    },
    async enachBank(req) {
      const branch = ifscBranches().find(req.bankIfscCode);
      if (!branch) return { supported: false, bankName: null };
      // Co-operative banks stand for the banks not live on e-NACH: the physical form instead.
      const supported = !/co-?operative/i.test(branch.bankName);
      return { supported, bankName: branch.bankName };
    },
    async sendEnachUrl(req, attempt) {
      reachable(IDFC_CALL.sendEnachUrl, req.loanAmount, attempt);
      const mandateId = newMandateId();
      await sendLink(mandateId, req);
      return { mandateId };
    },
    async resendEnachUrl(mandateId, req) {
      await sendLink(mandateId, req);
    },
    async pnachStatus(req, attempt) {
      const scenario = reachable(IDFC_CALL.pnachStatus, req.loanAmount, attempt);
      return scenario === 'pnachRejected' ? 'rejected' : 'accepted';
    },
    async eAgreement(req, attempt) {
      reachable(IDFC_CALL.eAgreement, req.loanAmount, attempt);
      return 'accepted';
    },
    async uploadDoc() {
      return { documentRef: `IDFC-DOC-${randomBytes(6).toString('hex').toUpperCase()}` };
    },
  };
}
