import { createContext } from 'react';
import type { LeadOtpTarget } from '../../api/leadsApi';

/** Where the step's OTP goes: the mobile being saved, the journey, the lead (the form knows). */
export const OtpContext = createContext<LeadOtpTarget | null>(null);
