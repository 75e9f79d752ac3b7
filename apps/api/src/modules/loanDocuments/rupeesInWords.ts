// Amounts in words the Indian way (crore, lakh, thousand), as a NACH form and a cheque write
// them: 'Eighteen Thousand Nine Hundred Twelve Rupees Only'.

const ONES = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const TENS = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

/** Whole rupees in words; paise are left out (a mandate's cap is in whole rupees). */
export function rupeesInWords(rupees: number): string {
  const whole = Math.floor(rupees);
  if (!Number.isSafeInteger(whole) || whole < 0) throw new RangeError(`bad amount ${rupees}`);
  if (whole === 0) return 'Zero Rupees Only';
  const parts: string[] = [];
  let rest = whole;
  for (const [size, name] of [
    [10_000_000, 'Crore'],
    [100_000, 'Lakh'],
    [1_000, 'Thousand'],
    [100, 'Hundred'],
  ] as const) {
    const count = Math.floor(rest / size);
    if (count > 0)
      parts.push(`${size === 10_000_000 ? rupeesWords(count) : belowHundred(count)} ${name}`);
    rest %= size;
  }
  if (rest > 0) parts.push(belowHundred(rest));
  return `${parts.join(' ')} Rupees Only`;
}

/** Crores can exceed 99: words of the count itself, without the trailing 'Rupees Only'. */
function rupeesWords(n: number): string {
  return rupeesInWords(n).replace(/ Rupees Only$/, '');
}

function belowHundred(n: number): string {
  if (n < 20) return ONES[n] ?? '';
  const ones = ONES[n % 10];
  return `${TENS[Math.floor(n / 10)]}${ones ? ` ${ones}` : ''}`;
}
