import { describe, expect, it } from 'vitest';
import type { PartnerCallInput } from '../partnerCall.js';
import { karzaOkycAnswer, karzaOkycCall, SANDBOX_KARZA_OKYC } from './karzaOkycCall.js';
import { sandboxKarza } from './sandbox.js';
import type { KarzaClient } from './types.js';

// Karza's in-app Aadhaar OKYC, compared with the applicant (issue 20 item 6; decision 062).
const ASHA = {
  fullName: 'Asha Verma',
  gender: 'female',
  dobDate: '12',
  dobMonth: '04',
  dobYear: '1990',
};
const SURESH = {
  fullName: 'Suresh Kumar Patil',
  gender: 'male',
  dobDate: '01',
  dobMonth: '06',
  dobYear: '1985',
};
const question = (answers: PartnerCallInput['answers']): PartnerCallInput => ({
  leadId: 'lead-1',
  stepId: 'step9',
  attempt: 1,
  answers,
  context: { androidWebView: true },
  facts: {},
  userId: null,
});

describe('karza.okyc', () => {
  const call = karzaOkycCall(sandboxKarza());

  it('sandbox: the resident is Asha Verma; her own KYC is verified with the four facts kept', async () => {
    expect(await call.run(question(ASHA))).toMatchObject({
      kind: 'answered',
      outcome: 'verified',
      facts: { kycName: 'Asha Verma', kycDob: '1990-04-12', kycGender: 'F', aadhaarLast4: '0004' },
    });
  });

  it('sandbox: anyone else’s is a mismatch, masked', async () => {
    const answer = await call.run(question(SURESH));
    expect(answer).toMatchObject({
      outcome: 'mismatch',
      facts: { kycMismatch: 'name, date of birth and gender', kycName: 'A*** V****' },
    });
    expect(JSON.stringify(answer)).not.toContain('Asha');
  });

  it('asks again for another applicant (the input), and live waits under a reference of its own', async () => {
    expect(call.input(question(ASHA))).not.toEqual(call.input(question(SURESH)));
    const live = karzaOkycCall({ ...sandboxKarza(), mode: 'live' } as KarzaClient);
    const [a, b] = [await live.run(question(ASHA)), await live.run(question(SURESH))];
    expect(a).toMatchObject({ kind: 'waiting' });
    expect(a.kind === 'waiting' && a.externalRef).toMatch(/^KARZA-OKYC-lead-1-[0-9a-f]{12}$/);
    expect(a.kind === 'waiting' && b.kind === 'waiting' && a.externalRef !== b.externalRef).toBe(
      true,
    );
  });

  it('karzaOkycAnswer: what a later answer settles the call with, never Karza’s verdict alone', () => {
    expect(karzaOkycAnswer(SURESH, SANDBOX_KARZA_OKYC).outcome).toBe('mismatch');
    expect(karzaOkycAnswer({ ...ASHA, fullName: 'VERMA ASHA' }, SANDBOX_KARZA_OKYC).outcome).toBe(
      'verified',
    );
  });
});
