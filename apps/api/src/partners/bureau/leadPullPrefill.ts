import type { Answers } from '@tara/core';

// Decision 038's "prefill": the applicant of a pull made from an application is the lead's own
// answers, never a PAN sent in the request. Shared by the lead pull route (`leadPull.ts`) and
// the personal loan's step1 call (`pl.creditReport`, decision 049).

export interface LeadPullPrefill {
  pan?: string;
  firstName: string;
  middleName?: string;
  lastName: string;
  mobile?: string;
  email?: string;
}

/** The pull's applicant from the lead's answers (`pancard`, names, `mobile`, `email`). */
export function leadPullPrefill(answers: Answers): LeadPullPrefill {
  const text = (key: string) => {
    const value = answers[key];
    return typeof value === 'string' && value.trim() !== '' ? value : undefined;
  };
  const pan = text('pancard');
  const middleName = text('middlename');
  const mobile = text('mobile');
  const email = text('email');
  return {
    ...(pan ? { pan } : {}),
    firstName: text('firstname') ?? '',
    ...(middleName ? { middleName } : {}),
    lastName: text('lastname') ?? '',
    ...(mobile ? { mobile } : {}),
    ...(email ? { email } : {}),
  };
}
