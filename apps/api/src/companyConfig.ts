import {
  CompanyIdentity,
  DEFAULT_SUPPORT_HOURS,
  SANDBOX_COMPANY_IDENTITY,
} from '@tara/core/company';

// The company's identity from the environment (issue 22 §2, decision 079): the legal name, CIN,
// registered office, support contact, grievance officer and jurisdiction the pages and the
// documents print.

/** The variables that must all be set (production, or whenever any one of them is set). */
export const COMPANY_REQUIRED_ENV = [
  'COMPANY_LEGAL_NAME',
  'COMPANY_CIN',
  'COMPANY_REGISTERED_OFFICE',
  'SUPPORT_EMAIL',
  'SUPPORT_PHONE',
  'GRIEVANCE_OFFICER_NAME',
  'GRIEVANCE_OFFICER_EMAIL',
  'GRIEVANCE_OFFICER_PHONE',
  'JURISDICTION_CITY',
] as const;

/** With defaults: SUPPORT_HOURS (DEFAULT_SUPPORT_HOURS), the officer's address (the office). */
const OPTIONAL_ENV = ['SUPPORT_HOURS', 'GRIEVANCE_OFFICER_ADDRESS'] as const;

/** The variable a field of the identity is read from, for the error messages. */
const ENV_OF_FIELD: Readonly<Record<string, string>> = {
  legalName: 'COMPANY_LEGAL_NAME',
  cin: 'COMPANY_CIN',
  registeredOffice: 'COMPANY_REGISTERED_OFFICE',
  supportEmail: 'SUPPORT_EMAIL',
  supportPhone: 'SUPPORT_PHONE',
  supportHours: 'SUPPORT_HOURS',
  'grievanceOfficer.name': 'GRIEVANCE_OFFICER_NAME',
  'grievanceOfficer.email': 'GRIEVANCE_OFFICER_EMAIL',
  'grievanceOfficer.phone': 'GRIEVANCE_OFFICER_PHONE',
  'grievanceOfficer.address': 'GRIEVANCE_OFFICER_ADDRESS',
  jurisdictionCity: 'JURISDICTION_CITY',
};

/**
 * What the environment says of the company: nothing (`unset`: the sandbox identity outside
 * production), all of it (`identity`), or a part (`missing` names the rest). A value in the
 * wrong form (a CIN that is not 21 characters, an e-mail that is not one) throws.
 */
export type CompanyConfig =
  | { kind: 'unset' }
  | { kind: 'set'; identity: CompanyIdentity }
  | { kind: 'incomplete'; missing: string[] };

export function companyConfig(env: NodeJS.ProcessEnv): CompanyConfig {
  const value = (name: string): string => env[name]?.trim() ?? '';
  const given = [...COMPANY_REQUIRED_ENV, ...OPTIONAL_ENV].filter((name) => value(name) !== '');
  if (given.length === 0) return { kind: 'unset' };
  const missing = COMPANY_REQUIRED_ENV.filter((name) => value(name) === '');
  if (missing.length > 0) return { kind: 'incomplete', missing };
  const parsed = CompanyIdentity.safeParse({
    legalName: value('COMPANY_LEGAL_NAME'),
    cin: value('COMPANY_CIN').toUpperCase(),
    registeredOffice: value('COMPANY_REGISTERED_OFFICE'),
    supportEmail: value('SUPPORT_EMAIL'),
    supportPhone: value('SUPPORT_PHONE'),
    supportHours: value('SUPPORT_HOURS') || DEFAULT_SUPPORT_HOURS,
    grievanceOfficer: {
      name: value('GRIEVANCE_OFFICER_NAME'),
      email: value('GRIEVANCE_OFFICER_EMAIL'),
      phone: value('GRIEVANCE_OFFICER_PHONE'),
      address: value('GRIEVANCE_OFFICER_ADDRESS') || value('COMPANY_REGISTERED_OFFICE'),
    },
    jurisdictionCity: value('JURISDICTION_CITY'),
    sandbox: false,
  });
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (i) => `${ENV_OF_FIELD[i.path.join('.')] ?? i.path.join('.')}: ${i.message}`,
    );
    throw new Error(`Bad configuration: ${problems.join('; ')}`);
  }
  return { kind: 'set', identity: parsed.data };
}

/** The sentence `production needs …` takes for a company not (fully) configured. */
export function companyNeed(config: CompanyConfig): string | null {
  if (config.kind === 'set') return null;
  const missing = config.kind === 'unset' ? [...COMPANY_REQUIRED_ENV] : config.missing;
  return `the company's identity the pages and documents print: set ${missing.join(', ')}`;
}

/**
 * The identity: the configured one; none configured, the labelled sandbox one (production
 * refuses that first, with `companyNeed`); a part configured, an error.
 */
export function companyIdentityOf(config: CompanyConfig): CompanyIdentity {
  if (config.kind === 'set') return config.identity;
  if (config.kind === 'unset') return SANDBOX_COMPANY_IDENTITY;
  throw new Error(
    `Bad configuration: the company's identity is set in part: also set ${config.missing.join(', ')} (or set none of them for the sandbox identity)`,
  );
}
