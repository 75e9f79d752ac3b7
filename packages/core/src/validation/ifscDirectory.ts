import { IFSC_PATTERN } from './ifsc.js';

/** The bank behind an IFSC that the directory knows. */
export interface IfscBranch {
  /** The code, upper-cased. */
  ifsc: string;
  /** The first four letters as written; the bank's code may differ for a sublet branch. */
  bankCode: string;
  bankName: string;
  /** The last six characters. */
  branchCode: string;
}

interface BankBranches {
  name: string;
  /** Numeric branch codes as sorted, inclusive runs: [from, to, from, to, …]. */
  runs: Int32Array;
  other: Set<string>;
}

/**
 * Every IFSC branch code and its bank, read from the compact text written by
 * apps/api/scripts/buildIfsc.ts (Razorpay's `ifsc` dataset). Pure: the caller reads the text.
 * Name resolution follows the dataset's own rules: an exact sublet first, then a prefix
 * sublet, then the code's first four letters.
 */
export class IfscDirectory {
  private readonly banks = new Map<string, BankBranches>();
  private readonly names = new Map<string, string>();
  private readonly sublets = new Map<string, string>();
  private readonly prefixSublets: [string, string][] = [];

  static parse(text: string): IfscDirectory {
    const directory = new IfscDirectory();
    for (const line of text.split('\n')) {
      if (line === '' || line.startsWith('#')) continue;
      directory.add(line.split('\t'));
    }
    // The longest prefix wins when two overlap.
    directory.prefixSublets.sort(([a], [b]) => b.length - a.length);
    return directory;
  }

  private add([kind = '', code = '', value = '', runs = '', other = '']: string[]): void {
    if (kind === 'B') {
      this.names.set(code, value);
      this.banks.set(code, { name: value, runs: parseRuns(runs), other: new Set(words(other)) });
    } else if (kind === 'N') this.names.set(code, value);
    else if (kind === 'S') this.sublets.set(code, value);
    else if (kind === 'P') this.prefixSublets.push([code, value]);
  }

  /** The branch of a well-formed IFSC (any case, spaces around ignored), or null. */
  find(code: string): IfscBranch | null {
    const upper = code.trim().toUpperCase();
    if (!IFSC_PATTERN.test(upper)) return null;
    const bankCode = upper.slice(0, 4);
    const branchCode = upper.slice(5);
    const bank = this.banks.get(bankCode);
    if (!bank || !hasBranch(bank, branchCode)) return null;
    return { ifsc: upper, bankCode, bankName: this.bankNameOf(upper) ?? bank.name, branchCode };
  }

  get branchCount(): number {
    let n = 0;
    for (const bank of this.banks.values()) {
      for (let i = 0; i < bank.runs.length; i += 2) {
        n += (bank.runs[i + 1] as number) - (bank.runs[i] as number) + 1;
      }
      n += bank.other.size;
    }
    return n;
  }

  private bankNameOf(code: string): string | undefined {
    const sublet = this.sublets.get(code);
    if (sublet) return this.names.get(sublet);
    const prefixed = this.prefixSublets.find(([prefix]) => code.startsWith(prefix));
    if (prefixed) return this.names.get(prefixed[1]);
    return undefined;
  }
}

const words = (s: string) => s.split(' ').filter((w) => w !== '');

function parseRuns(text: string): Int32Array {
  const runs: number[] = [];
  for (const run of text.split(',')) {
    if (run === '') continue;
    const [from, to = from] = run.split('-');
    runs.push(Number(from), Number(to));
  }
  return Int32Array.from(runs);
}

/** Numeric codes ('000123') by binary search over the runs; others ('ABC123') by name. */
function hasBranch(bank: BankBranches, branchCode: string): boolean {
  if (bank.other.has(branchCode)) return true;
  if (!/^\d+$/.test(branchCode)) return false;
  const n = Number(branchCode);
  let lo = 0;
  let hi = bank.runs.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (n < (bank.runs[2 * mid] as number)) hi = mid - 1;
    else if (n > (bank.runs[2 * mid + 1] as number)) lo = mid + 1;
    else return true;
  }
  return false;
}
