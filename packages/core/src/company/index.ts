export {
  CIN_PATTERN,
  CompanyIdentity,
  DEFAULT_SUPPORT_HOURS,
  PHONE_PATTERN,
  SANDBOX_COMPANY_IDENTITY,
} from './companyIdentity.js';
export { companyParty } from './companyParty.js';
export { PLACEHOLDER_PHRASES, placeholdersIn } from './placeholderText.js';
