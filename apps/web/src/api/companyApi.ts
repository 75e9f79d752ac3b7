import type { CompanyResponse } from '@tara/core/contract';
import { request } from './request';

/** Who runs the marketplace, as the API is configured (decision 079). */
export type Company = CompanyResponse['data'];

let asked: Promise<Company> | null = null;

/**
 * The company's identity (GET /api/site/company), asked once per page load and shared by every
 * page that prints it; a failed call is asked again next time.
 */
export function fetchCompany(): Promise<Company> {
  if (!asked) {
    asked = request<CompanyResponse>('site/company').then(
      (body) => body.data,
      (cause: unknown) => {
        asked = null;
        throw cause;
      },
    );
  }
  return asked;
}
