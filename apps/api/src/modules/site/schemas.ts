import { CompanyIdentity } from '@tara/core/company';
import type { CompanyResponse, Fits } from '@tara/core/contract';
import { z } from 'zod';

/** GET /api/site/company: the configured identity, or the labelled sandbox one (decision 079). */
export const CompanyResponseSchema = z.object({ data: CompanyIdentity });

/** The response schemas, checked against core's contract (`Fits`). */
export const contractChecks: [Fits<z.output<typeof CompanyResponseSchema>, CompanyResponse>] = [
  true,
];
