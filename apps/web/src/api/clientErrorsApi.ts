import { type ValueShape, valueShapes } from '@tara/core/format';
import { request } from './request';

export interface ClientErrorReport {
  source: 'self-pull' | 'payment';
  status?: number;
  /** What the user was shown. */
  message: string;
  path: string;
  /** The form's values: sent as their shapes only (core's valueShapes), never as typed. */
  values: Record<string, unknown>;
}

/**
 * Tells the error-reporting service about a failure the user saw (spec 01 §7; CR-39). Fire
 * and forget: a report that cannot be sent must not add a second error to the first.
 */
export function reportClientError(report: ClientErrorReport): void {
  const body: Omit<ClientErrorReport, 'values'> & { values: Record<string, ValueShape> } = {
    ...report,
    message: report.message.slice(0, 300),
    values: valueShapes(report.values),
  };
  request('client-errors', { method: 'POST', body }).catch(() => undefined);
}
