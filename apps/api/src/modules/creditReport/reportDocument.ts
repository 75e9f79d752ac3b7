import { findUserById } from '../users/data.js';
import {
  type CreditReportAnswer,
  type CreditReportDeps,
  storedReport,
} from './creditReportService.js';
import { latestReport } from './data.js';
import { reportPdf } from './reportPdf.js';

/**
 * POST /credit-report/doc: `userId`'s latest report as a PDF, or the fetch's 404 (next action
 * 8 to the self-pull) when there is none. Who may ask is the route's check.
 */
export async function reportDocument(
  deps: CreditReportDeps,
  userId: string,
): Promise<{ pdf: Buffer; fileName: string } | CreditReportAnswer> {
  const stored = await latestReport(deps.db, userId);
  if (!stored) return storedReport(deps, userId);
  const owner = await findUserById(deps.db, userId);
  const name = [owner?.firstName, owner?.middleName, owner?.lastName].filter(Boolean).join(' ');
  const pdf = await reportPdf(
    { report: stored.report, pulledAt: stored.pulledAt, name },
    deps.now(),
  );
  return { pdf, fileName: `credit-report-${stored.report.generatedOn}.pdf` };
}
