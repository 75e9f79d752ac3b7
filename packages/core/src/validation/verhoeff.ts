// The Verhoeff check-digit scheme used by Aadhaar numbers: the dihedral group D5's
// multiplication table, the powers of the position permutation and the inverse table. The
// tables are built from their rules (D5's product; p^i is p applied i times).

/** j·k in D5: 0–4 are the rotations, 5–9 the reflections. */
const d5 = (j: number, k: number): number => {
  if (j < 5) return k < 5 ? (j + k) % 5 : 5 + ((j + k) % 5);
  return k < 5 ? 5 + ((j - k + 5) % 5) : (j - k + 5) % 5;
};
const DIGITS = Array.from({ length: 10 }, (_, k) => k);
const D = DIGITS.map((j) => DIGITS.map((k) => d5(j, k)));

/** The position permutation p; P[i] is p^i, i from 0 to 7 (p^8 is p^0 again). */
const p = [1, 5, 7, 6, 2, 8, 3, 0, 9, 4];
const P = [DIGITS];
for (let i = 1; i < 8; i++) P.push(P[i - 1]!.map((digit) => p[digit]!));

const INV = [0, 4, 3, 2, 1, 5, 6, 7, 8, 9];

/** Folds the digits right to left, starting at `offset` in the permutation. */
function fold(digits: string, offset: number): number {
  let c = 0;
  const n = digits.length;
  for (let i = 0; i < n; i++) {
    const digit = Number(digits[n - 1 - i]);
    c = D[c]![P[(i + offset) % 8]![digit]!]!;
  }
  return c;
}

/** True when a string of digits ends in its correct Verhoeff check digit. */
export function isVerhoeffValid(digits: string): boolean {
  return /^\d+$/.test(digits) && fold(digits, 0) === 0;
}

/** The check digit to append to a string of digits. */
export function verhoeffCheckDigit(digits: string): string {
  if (!/^\d+$/.test(digits)) throw new Error('Verhoeff needs digits');
  return String(INV[fold(digits, 1)]);
}
