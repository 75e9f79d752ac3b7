import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  compileLoans,
  type Employment,
  type LoanApplicant,
  type LoanProduct,
  loanEligibility,
  maxLoanForProperty,
  prepareLoanApplicant,
} from '@tara/core';
import { Engine, type NestedCondition, type RuleProperties } from 'json-rules-engine';
import { generateLoanApplicants, generateLoanProducts, KINDS, PER_KIND } from './loanBenchData.js';
import { median, percentile } from './stats.js';

// Loan eligibility (decision 047) over 1,000 loan products of the applicant's kind, generated
// from the lender catalog (seeded, so every run sees the same data), for 1,000 applicants:
// our compiled rules with their reasons and pricing, then the same rules written for
// json-rules-engine on the same applicants, with their agreement checked.

const APPLICANTS = 1_000;
const JRE_APPLICANTS = 40;
const JRE_BUDGET_MS = 30_000;

// --- The same rules for json-rules-engine -----------------------------------------------------
// One rule per product, its conditions the same facts our rules read (missing data passes, as
// in ours); the affordability check is a dynamic fact computing the product's largest loan
// the same way (FOIR, annuity, LTV), since the library has no arithmetic in conditions.

const unknownOr = (fact: string, condition: NestedCondition): NestedCondition => ({
  any: [{ fact, operator: 'equal', value: null }, condition],
});

function jreRule(p: LoanProduct): RuleProperties {
  const offered = Object.keys(p.rates);
  const income: NestedCondition[] = offered.map((e) => ({
    all: [
      { fact: 'employment', operator: 'equal', value: e },
      unknownOr('monthlyIncome', {
        fact: 'monthlyIncome',
        operator: 'greaterThanInclusive',
        value: p.minMonthlyIncome[e as Employment] ?? 0,
      }),
    ],
  }));
  const all: NestedCondition[] = [
    { any: income },
    unknownOr('age', {
      all: [
        { fact: 'age', operator: 'greaterThanInclusive', value: p.age.min },
        { fact: 'age', operator: 'lessThanInclusive', value: p.age.max },
      ],
    }),
  ];
  if (p.cities)
    all.push(
      unknownOr('city', {
        fact: 'city',
        operator: 'in',
        value: p.cities.map((c) => c.toLowerCase()),
      }),
    );
  if (p.minCreditScore >= 0)
    all.push(
      unknownOr('creditScore', {
        fact: 'creditScore',
        operator: 'greaterThanInclusive',
        value: p.minCreditScore,
      }),
    );
  const notSelfEmployed = { fact: 'employment', operator: 'equal', value: 'salaried' };
  if (p.requiresItr)
    all.push({
      any: [
        notSelfEmployed,
        unknownOr('itrFiled', { fact: 'itrFiled', operator: 'equal', value: true }),
      ],
    });
  if (p.minBusinessVintageYears > 0) {
    all.push({
      any: [
        notSelfEmployed,
        unknownOr('vintage', {
          fact: 'vintage',
          operator: 'greaterThanInclusive',
          value: p.minBusinessVintageYears,
        }),
      ],
    });
  }
  if (p.minAnnualTurnover > 0) {
    all.push({
      any: [
        notSelfEmployed,
        unknownOr('turnover', {
          fact: 'turnover',
          operator: 'greaterThanInclusive',
          value: p.minAnnualTurnover,
        }),
      ],
    });
  }
  if (p.kind === 'home') {
    const types: NestedCondition = {
      fact: 'propertyType',
      operator: 'in',
      value: [...p.allowedPropertyTypes],
    };
    all.push(
      p.allowUnidentifiedProperty
        ? { any: [{ fact: 'propertyType', operator: 'equal', value: null }, types] }
        : types,
    );
  }
  all.push({
    fact: 'maxAmount',
    params: { id: p.id },
    operator: 'greaterThanInclusive',
    value: p.amount.min,
  });
  return {
    name: `loan-${p.id}`,
    conditions: { all },
    event: { type: 'eligible', params: { id: p.id } },
  };
}

const LEVEL_RATE = (r: { minBp: number; maxBp: number }, score: number | null) =>
  score !== null && score >= 751
    ? r.minBp
    : score !== null && score >= 601
      ? Math.round((r.minBp + r.maxBp) / 2)
      : r.maxBp;

function jreEngine(products: readonly LoanProduct[]): Engine {
  const engine = new Engine(products.map(jreRule), { allowUndefinedFacts: true });
  const byId = new Map(products.map((p) => [p.id, p]));
  engine.addFact('maxAmount', async (params, almanac) => {
    const p = byId.get((params as { id: number }).id) as LoanProduct;
    const a = (await almanac.factValue('applicant')) as LoanApplicant;
    const w = prepareLoanApplicant(a);
    const range = p.rates[a.employment as Employment];
    if (!range) return -1;
    const rate = LEVEL_RATE(range, a.creditScore) / 120_000;
    const n = Math.min(
      p.tenureMonths.max,
      Math.max(p.tenureMonths.min, a.tenureMonths ?? p.tenureMonths.max),
    );
    let max = p.amount.max;
    if (w.capacity !== null)
      max = Math.min(
        max,
        Math.floor(w.capacity * (rate === 0 ? n : (1 - (1 + rate) ** -n) / rate)),
      );
    if (p.kind === 'home' && a.propertyValue !== null)
      max = Math.min(max, maxLoanForProperty(a.propertyValue));
    return Math.floor(max / 1_000) * 1_000;
  });
  return engine;
}

function jreFacts(a: LoanApplicant) {
  return {
    applicant: a,
    employment: a.employment,
    monthlyIncome: a.monthlyIncome,
    age: a.age,
    city: a.city === null ? null : a.city.toLowerCase(),
    creditScore: a.creditScore,
    itrFiled: a.itrFiled,
    vintage: a.businessVintageYears,
    turnover: a.annualTurnover,
    propertyType: a.propertyType,
  };
}

// --- The run ------------------------------------------------------------------------------

const ms = (n: number) => `${n.toFixed(3)} ms`;
const stats = (xs: number[]) =>
  `median ${ms(median(xs))}, p95 ${ms(percentile(xs, 95))}, p99 ${ms(percentile(xs, 99))}`;

export async function loanEligibilityBench(): Promise<void> {
  const products = generateLoanProducts();
  const applicants = generateLoanApplicants(APPLICANTS);
  console.log(
    `loan eligibility, ${PER_KIND} products per kind (${products.length} in all), ${APPLICANTS} applicants (seeded):`,
  );
  let t = performance.now();
  const catalog = compileLoans(products);
  console.log(`  compileLoans (once per catalog): ${ms(performance.now() - t)}`);
  for (const a of applicants.slice(0, 200)) loanEligibility(catalog, a);
  const ours: number[] = [];
  const cpu: number[] = [];
  let matched = 0;
  for (const a of applicants) {
    const c = process.cpuUsage();
    const s = performance.now();
    const r = loanEligibility(catalog, a);
    ours.push(performance.now() - s);
    const used = process.cpuUsage(c);
    cpu.push((used.user + used.system) / 1000);
    matched += r.matched.length;
  }
  console.log('  loanEligibility, 1,000 products: decisions, prices, APR order (reasons on read):');
  console.log(`    wall ${stats(ours)}`);
  console.log(`    cpu  ${stats(cpu)}`);
  const shown: number[] = [];
  for (const a of applicants) {
    const s = performance.now();
    const r = loanEligibility(catalog, a);
    for (const m of r.matched.slice(0, 20)) void m.reasons;
    for (const m of r.notMatched.slice(0, 20)) void m.notMatched;
    shown.push(performance.now() - s);
  }
  console.log(
    `  the same with the reasons of a page (20 matched, 20 not) written: wall ${stats(shown)}`,
  );
  const everything: number[] = [];
  for (const a of applicants.slice(0, 200)) {
    const s = performance.now();
    const r = loanEligibility(catalog, a);
    for (const m of r.matched) void m.reasons;
    for (const m of r.notMatched) void m.notMatched;
    everything.push(performance.now() - s);
  }
  console.log(
    `  the same with every reason of all 1,000 written (200 applicants): wall ${stats(everything)}`,
  );
  console.log(
    `  matched offers per applicant, mean: ${(matched / APPLICANTS).toFixed(0)} of ${PER_KIND}`,
  );
  const p95 = percentile(ours, 95);
  console.log(`  goal ≤ 2 ms p95: ${p95 <= 2 ? 'met' : 'NOT met'} (${ms(p95)})`);
  console.log(
    `  load average ${(loadavg()[0] ?? 0).toFixed(1)} on ${cpus().length} CPUs while timing`,
  );

  const engines = new Map(KINDS.map((k) => [k, jreEngine(products.filter((p) => p.kind === k))]));
  console.log('json-rules-engine, one engine per kind with one rule per product:');
  const theirs: number[] = [];
  let sameApplicants = 0;
  let sameDecisions = 0;
  const started = performance.now();
  for (const a of applicants) {
    if (theirs.length >= JRE_APPLICANTS) break;
    if (theirs.length >= 5 && performance.now() - started > JRE_BUDGET_MS) break;
    t = performance.now();
    const { events } = await (engines.get(a.kind) as Engine).run(jreFacts(a));
    theirs.push(performance.now() - t);
    const jre = new Set(events.map((e) => Number(e.params?.id)));
    const mine = new Set(loanEligibility(catalog, a).matched.map((m) => m.product.id));
    let agree = 0;
    for (const p of catalog.byKind[a.kind])
      if (jre.has(p.product.id) === mine.has(p.product.id)) agree++;
    sameDecisions += agree;
    if (agree === PER_KIND) sameApplicants++;
  }
  console.log(
    `  run, eligibility only, no reasons (${theirs.length} applicants): ${stats(theirs)}`,
  );
  console.log(
    `  ratio of medians, json-rules-engine / loanEligibility: ${(median(theirs) / median(ours)).toFixed(0)}×`,
  );
  console.log(
    `  agreement: ${sameApplicants}/${theirs.length} applicants identical, ${sameDecisions}/${theirs.length * PER_KIND} product decisions`,
  );
}

// Run alone: `npm run bench:loans -w @tara/bench` (on packages/core/dist: build core first).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await loanEligibilityBench();
}
