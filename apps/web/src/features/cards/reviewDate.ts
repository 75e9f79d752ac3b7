// A review's date as en-IN writes it ("5 Sept 2024"), without Intl: the first
// Intl.DateTimeFormat a page builds loads the locale's date data, 80–200 ms of main thread on
// a phone (measured in Chromium; decision 017), and a card page builds no other.

/** en-IN's short month names (ICU's: September is "Sept"). */
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/** The day, short month and year of an ISO date-time in local time; '' when it is not a date. */
export function reviewDate(iso: string): string {
  const at = new Date(iso);
  if (Number.isNaN(at.getTime())) return '';
  return `${at.getDate()} ${MONTHS[at.getMonth()]} ${at.getFullYear()}`;
}
