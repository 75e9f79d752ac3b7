import { indiaDate } from './indiaDate.js';

// Dates shown as DD/MM/YYYY.

const DATE_ONLY = /^(\d{4})-(\d{2})-(\d{2})$/;

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/**
 * 'DD/MM/YYYY'. A date-only string ('1990-08-15') is a calendar date and is shown as is; a
 * Date or a timestamp string is shown as its day in India. Unreadable input gives ''.
 */
export function formatDate(value: Date | string): string {
  if (typeof value === 'string') {
    const m = DATE_ONLY.exec(value.trim());
    if (m) {
      const [, y, mo, d] = m.map(Number) as [number, number, number, number];
      const check = new Date(Date.UTC(y, mo - 1, d));
      if (check.getUTCMonth() !== mo - 1 || check.getUTCDate() !== d) return '';
      return `${pad(d)}/${pad(mo)}/${String(y).padStart(4, '0')}`;
    }
  }
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const [y, mo, d] = indiaDate(date).split('-');
  return `${d}/${mo}/${y}`;
}
