import { PartnerUnavailable } from '../partnerCall.js';
import { IDFC_CALL, type IdfcClient, type IdfcMode, PAN_UNAVAILABLE } from './types.js';

type LiveMode = Extract<IdfcMode, { mode: 'live' }>;

/** The bank's answer: the spec reads `data.results` (02 §7) and `errors` on a refusal. */
interface Answer {
  status: number;
  results: Record<string, unknown>;
  errors: string[];
}

/**
 * IDFC FIRST Bank's API: the spec's paths and payloads (02 §7) under IDFC_BASE_URL, JSON with
 * a bearer key. UNVERIFIED: nobody here has the bank's API; the answer fields read below
 * (`status`, `mandateId`, ...) are assumptions to check against the bank's documentation before
 * IDFC_MODE=live is used. A time-out or a 5xx is PartnerUnavailable; the PAN check's carries
 * the spec's text.
 */
export function liveIdfc(config: LiveMode): IdfcClient {
  const send = config.fetch ?? fetch;
  const call = async (
    name: string,
    method: 'GET' | 'POST',
    path: string,
    body: Record<string, unknown>,
    userMessage?: string,
  ): Promise<Answer> => {
    const url = new URL(path.replace(/^\//, ''), `${config.baseUrl.replace(/\/$/, '')}/`);
    if (method === 'GET') {
      for (const [k, v] of Object.entries(body)) url.searchParams.set(k, String(v ?? ''));
    }
    let res: Response;
    try {
      res = await send(url, {
        method,
        headers: { 'content-type': 'application/json', authorization: `Bearer ${config.apiKey}` },
        ...(method === 'POST' ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(config.timeoutMs ?? 15_000),
      });
    } catch {
      throw new PartnerUnavailable(name, 'timeout', userMessage);
    }
    if (res.status >= 500) throw new PartnerUnavailable(name, 'server-error', userMessage);
    const json = (await res.json().catch(() => ({}))) as {
      data?: { results?: unknown };
      errors?: unknown;
    };
    const results = json.data?.results;
    return {
      status: res.status,
      results:
        typeof results === 'object' && results !== null ? (results as Answer['results']) : {},
      errors: Array.isArray(json.errors) ? json.errors.map(String) : [],
    };
  };
  /** A status word we know, or nothing decided yet (pending, unknown): the runner retries. */
  const decided = <T extends string>(name: string, a: Answer, words: Record<string, T>): T => {
    const outcome = words[String(a.results.status ?? '').toUpperCase()];
    if (outcome === undefined) throw new PartnerUnavailable(name, 'server-error');
    return outcome;
  };
  const refused = (a: Answer) => a.status >= 400;
  /** A decision the bank posts back: `yes` by its status words, else rejected with its errors. */
  const verdict = async <Y extends string>(
    name: string,
    path: string,
    body: Record<string, unknown>,
    yes: Y,
    words: Record<string, Y | 'rejected'>,
  ): Promise<{ outcome: Y } | { outcome: 'rejected'; reason: string }> => {
    const a = await call(name, 'POST', path, body);
    return decided(name, a, words) === yes
      ? { outcome: yes }
      : { outcome: 'rejected', reason: a.errors.join(', ') || 'REJECTED' };
  };

  return {
    mode: 'live',
    async addLead(req) {
      const a = await call(IDFC_CALL.addLead, 'POST', '/leads/idfc/add-unverified', { ...req });
      if (refused(a)) throw new PartnerUnavailable(IDFC_CALL.addLead, 'server-error');
      return { partnerLeadRef: String(a.results.lead_id ?? a.results.leadId ?? req.leadId) };
    },
    async validatePan(req) {
      const a = await call(
        IDFC_CALL.validatePan,
        'POST',
        '/leads/idfc/validate/pan',
        { ...req },
        PAN_UNAVAILABLE,
      );
      if (!refused(a)) return { outcome: 'valid' };
      const nameOnPan = a.results.name ?? a.results.nameOnPan;
      if (typeof nameOnPan === 'string' && nameOnPan) {
        return { outcome: 'mismatch', errors: a.errors, nameOnPan };
      }
      return { outcome: 'invalid', errors: a.errors };
    },
    approvalStatus: (req) =>
      verdict(
        IDFC_CALL.approvalStatus,
        '/third-party/loans/idfc/approval-status',
        { ...req },
        'approved',
        { APPROVED: 'approved', REJECTED: 'rejected' },
      ),
    // Decision 022: the spec lists no IDFC business-KYC path; the credit line's is used.
    businessKyc: (req) =>
      verdict(
        IDFC_CALL.businessKyc,
        '/lead/credit-line/validate/businesskyc',
        { ...req },
        'verified',
        { VERIFIED: 'verified', APPROVED: 'verified', REJECTED: 'rejected' },
      ),
    async cbEligibility(req) {
      const a = await call(
        IDFC_CALL.creditApproval,
        'POST',
        '/third-party/loans/idfc/cb-eligibility',
        {
          metroCardNo: req.metroCardNo,
          userId: req.userId,
          mobile: req.mobile,
        },
      );
      const amount = Number(a.results.offeredAmount ?? a.results.loanAmount);
      if (refused(a) || !Number.isFinite(amount) || amount <= 0) {
        return { outcome: 'rejected', reason: a.errors.join(', ') || 'not eligible' };
      }
      return {
        outcome: 'eligible',
        offeredAmountPaise: Math.round(amount * 100),
        interestRateBps: Math.round(Number(a.results.interestRate ?? 0) * 100),
        tenureMinMonths: Number(a.results.minTenure ?? 12),
        tenureMaxMonths: Number(a.results.maxTenure ?? 36),
      };
    },
    async enachBank(req) {
      const a = await call(IDFC_CALL.enachBank, 'GET', '/third-party/loans/idfc/enach-bank', {
        ...req,
      });
      const bankName = typeof a.results.bankName === 'string' ? a.results.bankName : null;
      return { supported: !refused(a) && a.results.enachSupported !== false, bankName };
    },
    async sendEnachUrl(req) {
      const a = await call(
        IDFC_CALL.sendEnachUrl,
        'POST',
        '/third-party/loans/idfc/send-enach-url',
        {
          bankAccountNo: req.bankAccountNo,
          bankIfscCode: req.bankIfscCode,
          accountHolderName: req.accountHolderName,
          accountType: req.accountType,
        },
      );
      const mandateId = a.results.mandateId ?? a.results.mandate_id;
      if (refused(a) || typeof mandateId !== 'string') {
        throw new PartnerUnavailable(IDFC_CALL.sendEnachUrl, 'server-error');
      }
      return { mandateId };
    },
    async resendEnachUrl(_mandateId, req) {
      await this.sendEnachUrl(req, 1);
    },
    async pnachStatus(req) {
      const a = await call(IDFC_CALL.pnachStatus, 'POST', '/third-party/loans/idfc/pnach-status', {
        ...req,
      });
      return decided<'accepted' | 'rejected'>(IDFC_CALL.pnachStatus, a, {
        ACCEPTED: 'accepted',
        REJECTED: 'rejected',
      });
    },
    async eAgreement(req) {
      await call(IDFC_CALL.eAgreement, 'GET', '/third-party/loans/idfc/e-agreement', { ...req });
      return 'accepted';
    },
    async uploadDoc(req) {
      const a = await call('idfc.uploadDoc', 'POST', '/third-party/loans/idfc/upload-doc', {
        leadId: req.partnerLeadRef,
        docType: req.kind,
        documentTypeId: req.documentType,
        mime: req.mime,
        file: Buffer.from(req.bytes).toString('base64'),
      });
      if (refused(a)) throw new PartnerUnavailable('idfc.uploadDoc', 'server-error');
      return { documentRef: String(a.results.documentId ?? a.results.id ?? '') };
    },
  };
}
