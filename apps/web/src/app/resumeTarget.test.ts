import { describe, expect, it } from 'vitest';
import { resumeTarget } from './resumeTarget';

const SBI = 'credit-cards/sbi';
const lead = (status: 'incomplete' | 'complete' | 'exited', last_loc = `${SBI}/step6`) => ({
  journey: SBI,
  status,
  last_loc,
});

describe('resumeTarget', () => {
  it('resumes an unfinished lead at its step, keeping the query', () => {
    expect(resumeTarget(SBI, 'step1', '', lead('incomplete'))).toBe('/credit-cards/sbi/step6');
    expect(resumeTarget(SBI, 'step1', '?utm_source=home', lead('incomplete'))).toBe(
      '/credit-cards/sbi/step6?utm_source=home',
    );
  });

  it('starts at the first step without a lead, with a finished one, or after reset=1', () => {
    expect(resumeTarget(SBI, 'step1', '', null)).toBe('/credit-cards/sbi/step1');
    expect(resumeTarget(SBI, 'step1', '', lead('complete'))).toBe('/credit-cards/sbi/step1');
    expect(resumeTarget(SBI, 'step1', '', lead('exited'))).toBe('/credit-cards/sbi/step1');
    expect(resumeTarget(SBI, 'step1', '?reset=1', lead('incomplete'))).toBe(
      '/credit-cards/sbi/step1?reset=1',
    );
  });

  it('never follows a last location outside the journey', () => {
    expect(resumeTarget(SBI, 'step1', '', lead('incomplete', 'https://evil.example/x'))).toBe(
      '/credit-cards/sbi/step1',
    );
    expect(resumeTarget(SBI, 'step1', '', lead('incomplete', 'credit-cards/rbl/step3'))).toBe(
      '/credit-cards/sbi/step1',
    );
  });
});
