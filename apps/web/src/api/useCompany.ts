import { useEffect, useState } from 'react';
import { type Company, fetchCompany } from './companyApi';

/** What a sentence says for the support mailbox before the company's identity has loaded. */
export const SUPPORT_EMAIL_UNKNOWN = 'the e-mail address on our Help page';

export interface CompanyState {
  /** The identity; null while it loads (or when the call failed). */
  company: Company | null;
  /** The support mailbox for a sentence: the company's, else `SUPPORT_EMAIL_UNKNOWN`. */
  supportEmail: string;
}

/**
 * The company that runs the marketplace (decision 079), for the pages that print its name,
 * support contact or grievance officer. Lazily loaded pages only: the journey step never asks.
 */
export function useCompany(): CompanyState {
  const [company, setCompany] = useState<Company | null>(null);
  useEffect(() => {
    let live = true;
    fetchCompany().then(
      (found) => live && setCompany(found),
      () => {},
    );
    return () => {
      live = false;
    };
  }, []);
  return { company, supportEmail: company?.supportEmail ?? SUPPORT_EMAIL_UNKNOWN };
}
