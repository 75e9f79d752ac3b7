import type { LoanKind, LoanProduct } from '../../catalog/lenders/lenderTypes.js';
import { formatINR } from '../../format/formatINR.js';
import { formatBasisPoints } from '../../format/formatPercent.js';
import type { Verdict } from '../types.js';
import { apr } from './apr.js';
import type { CompiledLoan, CompiledLoans } from './compileLoans.js';
import { equatedInstalment } from './keyFactStatement.js';
import type { LoanApplicant } from './loanApplicant.js';
import { LOAN_RULES, type LoanRule } from './loanRules.js';
import { maxLoanForProperty } from './loanToValue.js';
import { orderLoanOffers } from './orderLoanOffers.js';
import { type PreparedLoanApplicant, prepareLoanApplicant } from './prepareLoanApplicant.js';

// Loan eligibility over a compiled catalog (decision 047): every product of the applicant's
// kind of loan is judged by every rule, then priced — the most the applicant can borrow (FOIR
// and, for homes, RBI's loan-to-value cap), the offer, its EMI, fee and APR. Deciding writes
// no text; the reasons (plain words for each decision, met or not) are written when first
// read, so a page pays only for the offers it shows. Amounts are whole rupees, EMIs paise,
// rates basis points.

/** GST on a processing fee (18 %). */
export const FEE_GST_BP = 1800;
/** The most one can borrow is rounded down to this many rupees. */
export const AMOUNT_STEP = 1_000;

export interface LoanOffer {
  /** What is offered: the amount asked for, capped at the most one can borrow, rupees. */
  amount: number;
  /** The most the applicant can borrow from this product, rupees. */
  maxAmount: number;
  tenureMonths: number;
  /** The indicative rate, basis points a year. */
  rateBp: number;
  /** Equated monthly instalment, paise. */
  emiPaise: number;
  /** Processing fee with its GST, rupees (taken from the disbursal). */
  processingFee: number;
  /** Annual percentage rate, basis points (monthly IRR × 12, as the KFS). */
  aprBp: number;
  /**
   * What bounds `maxAmount`: the lender's maximum, the income (FOIR), or, for homes, RBI's
   * loan-to-value cap on the property's value (decision 056: the page explains the cap).
   */
  limitedBy: 'lender' | 'income' | 'value';
}

export interface LoanMatch<P extends LoanProduct = LoanProduct> {
  product: P;
  matched: true;
  offer: LoanOffer;
  /** Why it matched, one line per rule (written when read). */
  readonly reasons: string[];
}

export interface LoanMiss<P extends LoanProduct = LoanProduct> {
  product: P;
  matched: false;
  /** How many rules were not met. */
  failed: number;
  /** Why it did not match, one line per rule not met (written when read). */
  readonly notMatched: string[];
  /** The rules that were met (written when read). */
  readonly reasons: string[];
}

export interface LoanEligibility<P extends LoanProduct = LoanProduct> {
  /** Every matched offer, on equal terms, in the neutral order of `orderLoanOffers`. */
  matched: LoanMatch<P>[];
  /** The products that did not match, fewest rules failed first, then by lender name. */
  notMatched: LoanMiss<P>[];
  /** The lowest EMI of the matched offers (the spec's bestEMI), and its amount. */
  best: { emiPaise: number; amount: number } | null;
}

/** A product's processing fee on an amount, within its floor and ceiling, plus GST; rupees. */
export function processingFeeWithGst(
  product: Pick<LoanProduct, 'processingFee'>,
  amount: number,
): number {
  const { bp, minRupees, maxRupees } = product.processingFee;
  let fee = Math.round((amount * bp) / 10_000);
  if (minRupees !== null) fee = Math.max(fee, minRupees);
  if (maxRupees !== null) fee = Math.min(fee, maxRupees);
  return Math.round((fee * (10_000 + FEE_GST_BP)) / 10_000);
}

/** The numbers of the pricing, kept to explain it. */
interface Sizing {
  rateBp: number;
  asked: number;
  tenureMonths: number;
  byIncome: number | null;
  byValue: number | null;
  /** What bounds the amount: the lender's maximum, the income, or the property's value. */
  limit: 'lender' | 'income' | 'value';
  maxAmount: number;
}

/** The present value of 1 a month for n months at a yearly rate in basis points. */
function annuityFactor(rateBp: number, months: number): number {
  const r = rateBp / 120_000;
  return r === 0 ? months : (1 - (1 + r) ** -months) / r;
}

function size(p: CompiledLoan, w: PreparedLoanApplicant): Sizing {
  const a = w.applicant;
  const product = p.product;
  const rateBp = (p.rateBp[w.e] as number[])[w.creditLevel] as number;
  const { min: shortest, max: longest } = product.tenureMonths;
  const asked = a.tenureMonths ?? longest;
  const tenureMonths = Math.min(longest, Math.max(shortest, asked));
  let maxAmount = product.amount.max;
  let limit: Sizing['limit'] = 'lender';
  const byIncome =
    w.capacity === null ? null : Math.floor(w.capacity * annuityFactor(rateBp, tenureMonths));
  if (byIncome !== null && byIncome < maxAmount) {
    maxAmount = byIncome;
    limit = 'income';
  }
  const byValue =
    product.kind === 'home' && a.propertyValue !== null
      ? maxLoanForProperty(a.propertyValue)
      : null;
  if (byValue !== null && byValue < maxAmount) {
    maxAmount = byValue;
    limit = 'value';
  }
  maxAmount = Math.floor(maxAmount / AMOUNT_STEP) * AMOUNT_STEP;
  return { rateBp, asked, tenureMonths, byIncome, byValue, limit, maxAmount };
}

function price(p: CompiledLoan, a: LoanApplicant, s: Sizing): LoanOffer {
  const { rateBp, tenureMonths, maxAmount } = s;
  const product = p.product;
  const amount = Math.max(product.amount.min, Math.min(a.amount ?? maxAmount, maxAmount));
  const emiPaise = equatedInstalment(amount * 100, rateBp, tenureMonths);
  const processingFee = processingFeeWithGst(product, amount);
  const instalments = new Array<number>(tenureMonths).fill(emiPaise / 100);
  const aprBp = Math.round(apr(amount - processingFee, instalments) * 10_000);
  return {
    amount,
    maxAmount,
    tenureMonths,
    rateBp,
    emiPaise,
    processingFee,
    aprBp,
    limitedBy: s.limit,
  };
}

/** The reasons of a decision, written from its verdicts and sizing. */
function explain(
  p: CompiledLoan,
  w: PreparedLoanApplicant,
  rules: readonly LoanRule[],
  verdicts: readonly (Verdict | null)[],
  s: Sizing | null,
): { pass: string[]; fail: string[] } {
  const pass: string[] = [];
  const fail: string[] = [];
  rules.forEach((rule, i) => {
    const v = verdicts[i];
    if (v != null) (v === 'fail' ? fail : pass).push(rule.explain(p, w, v));
  });
  if (s === null) return { pass, fail };
  const a = w.applicant;
  const longest = p.product.tenureMonths.max;
  if (s.tenureMonths !== s.asked) {
    pass.push(
      `tenure set to ${s.tenureMonths} months, the lender's ${s.asked > longest ? 'longest' : 'shortest'}`,
    );
  }
  const byIncome =
    w.capacity === null || s.byIncome === null
      ? 'income not given; the amount is not checked against it'
      : `${formatINR(w.capacity, 0)} a month can go to a new EMI (${formatBasisPoints(w.foirBp)} of ${w.householdText}` +
        `${a.existingEmis > 0 ? ` less ${formatINR(a.existingEmis, 0)} of EMIs` : ''}), enough for ${formatINR(s.byIncome, 0)}`;
  const byValue =
    p.product.kind !== 'home'
      ? null
      : s.byValue === null || a.propertyValue === null
        ? "property value not given; RBI caps a home loan at 75–90\u00a0% of the home's value"
        : `RBI's loan-to-value cap allows ${formatINR(s.byValue, 0)} on a ${formatINR(a.propertyValue, 0)} home`;
  const limit =
    s.limit === 'income'
      ? byIncome
      : s.limit === 'value'
        ? (byValue as string)
        : `the lender lends up to ${p.maxAmountText}`;
  if (s.limit !== 'income') pass.push(byIncome);
  if (byValue !== null && s.limit !== 'value') pass.push(byValue);
  if (s.maxAmount < p.product.amount.min) {
    fail.push(`${limit}: below the lender's ${p.minAmountText} minimum`);
  } else {
    const short = a.amount !== null && a.amount > s.maxAmount;
    pass.push(
      `you can borrow up to ${formatINR(s.maxAmount, 0)} here: ${limit}` +
        (short ? `; less than the ${formatINR(a.amount ?? 0, 0)} asked` : ''),
    );
  }
  return { pass, fail };
}

/** A decision whose reasons are written on first read (a class: cheap to make by the thousand). */
abstract class Decision<P extends LoanProduct> {
  #words: { pass: string[]; fail: string[] } | null = null;
  constructor(
    readonly product: P,
    private readonly compiled: CompiledLoan<P>,
    private readonly who: PreparedLoanApplicant,
    private readonly rules: readonly LoanRule[],
    private readonly verdicts: readonly (Verdict | null)[],
    private readonly sizing: Sizing | null,
  ) {}

  protected words(): { pass: string[]; fail: string[] } {
    this.#words ??= explain(this.compiled, this.who, this.rules, this.verdicts, this.sizing);
    return this.#words;
  }

  get reasons(): string[] {
    return this.words().pass;
  }
}

class Matched<P extends LoanProduct> extends Decision<P> implements LoanMatch<P> {
  readonly matched = true as const;
  offer!: LoanOffer;

  toJSON() {
    return { product: this.product, matched: true, offer: this.offer, reasons: this.reasons };
  }
}

class Missed<P extends LoanProduct> extends Decision<P> implements LoanMiss<P> {
  readonly matched = false as const;
  failed = 0;

  get notMatched(): string[] {
    return this.words().fail;
  }

  toJSON() {
    const { product, failed, notMatched, reasons } = this;
    return { product, matched: false, failed, notMatched, reasons };
  }
}

/** One product for one applicant: its offer, or how many rules it failed; reasons on read. */
export function judgeLoan<P extends LoanProduct>(
  p: CompiledLoan<P>,
  w: PreparedLoanApplicant,
  rules: readonly LoanRule[] = LOAN_RULES,
): LoanMatch<P> | LoanMiss<P> {
  const verdicts: (Verdict | null)[] = new Array(rules.length);
  let failed = 0;
  for (let i = 0; i < rules.length; i++) {
    const v = (rules[i] as LoanRule).judge(p, w);
    verdicts[i] = v;
    if (v === 'fail') failed++;
  }
  const offered = w.e >= 0 && !Number.isNaN(p.minIncome[w.e] as number);
  const sizing = offered ? size(p, w) : null;
  if (sizing !== null && sizing.maxAmount < p.product.amount.min) failed++;
  if (failed > 0 || sizing === null) {
    const miss = new Missed(p.product, p, w, rules, verdicts, sizing);
    miss.failed = Math.max(failed, 1);
    return miss;
  }
  const match = new Matched(p.product, p, w, rules, verdicts, sizing);
  match.offer = price(p, w.applicant, sizing);
  return match;
}

/** Every product of the applicant's kind of loan, matched or not, with the reasons. */
export function loanEligibility<P extends LoanProduct>(
  catalog: CompiledLoans<P>,
  applicant: LoanApplicant,
  options: { kind?: LoanKind; rules?: readonly LoanRule[] } = {},
): LoanEligibility<P> {
  const w = prepareLoanApplicant(applicant);
  const products = catalog.byKind[options.kind ?? applicant.kind];
  const matched: LoanMatch<P>[] = [];
  const notMatched: LoanMiss<P>[] = [];
  for (const p of products) {
    const decision = judgeLoan(p, w, options.rules);
    if (decision.matched) matched.push(decision);
    else notMatched.push(decision);
  }
  let best: LoanEligibility<P>['best'] = null;
  for (const m of matched) {
    if (best === null || m.offer.emiPaise < best.emiPaise) {
      best = { emiPaise: m.offer.emiPaise, amount: m.offer.amount };
    }
  }
  notMatched.sort(
    (x, y) =>
      x.failed - y.failed ||
      compareText(x.product.lenderName, y.product.lenderName) ||
      compareText(x.product.name, y.product.name) ||
      x.product.id - y.product.id,
  );
  return { matched: orderLoanOffers(matched), notMatched, best };
}

function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
