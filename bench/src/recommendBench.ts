import { cpus, loadavg } from 'node:os';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type Applicant,
  type CardEligibility,
  CREDIT_HISTORY_ORDER,
  type CreditHistoryKey,
  compileCatalog,
  EMPLOYER_CATEGORIES,
  type EmployerCategory,
  type Employment,
  type MatchableCard,
  recommend,
  recommendCards,
} from '@tara/core';
import { Engine, type NestedCondition, type RuleProperties } from 'json-rules-engine';
import { prng } from './prng.js';
import { median, percentile } from './stats.js';

// Card recommendation over a generated catalog of 10,000 cards and 1,000 applicants (seeded, so
// every run sees the same data): our compiled rules, then the same eligibility rules written
// for json-rules-engine, timed on the same data, with their agreement checked.

const CARDS = 10_000;
const APPLICANTS = 1_000;
/** json-rules-engine is much slower: it runs on this many applicants, or for this long. */
const JRE_APPLICANTS = 40;
const JRE_BUDGET_MS = 30_000;

const CITIES = [
  'Mumbai',
  'New Delhi',
  'Bengaluru',
  'Chennai',
  'Hyderabad',
  'Kolkata',
  'Pune',
  'Ahmedabad',
  'Jaipur',
  'Chandigarh',
  'Surat',
  'Lucknow',
  'Indore',
  'Coimbatore',
  'Kochi',
  'Nagpur',
  'Bhopal',
  'Patna',
  'Vadodara',
  'Gurugram',
  'Noida',
  'Thane',
  'Visakhapatnam',
  'Mysuru',
  'Guwahati',
];
const BANKS = ['SBI', 'HDFC', 'ICICI', 'Axis', 'Kotak', 'RBL', 'IDFC First', 'Yes', 'IndusInd'];
const KINDS = ['Cashback', 'Rewards', 'Travel', 'Fuel', 'Shopping', 'Platinum', 'Signature'];
const EMPLOYERS = EMPLOYER_CATEGORIES.map((c) => c.key);

export function generateCatalog(count: number, seed = 2026): MatchableCard[] {
  const rnd = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const some = <T>(xs: readonly T[], p: number) => xs.filter(() => rnd() < p);
  return Array.from({ length: count }, (_, i) => {
    const bank = int(0, BANKS.length - 1);
    const salaried = rnd() < 0.05 ? null : int(2, 50) * 5_000;
    const eligibility: CardEligibility = {
      minIncomeSalaried: salaried,
      minIncomeSelfEmployed: rnd() < 0.15 ? null : int(3, 60) * 5_000,
      minAge: int(18, 23),
      maxAge: int(55, 70),
      cities: rnd() < 0.5 ? null : some(CITIES, int(1, 10) / CITIES.length),
    };
    if (rnd() < 0.25) eligibility.minIncomeProfessional = rnd() < 0.2 ? null : int(4, 40) * 5_000;
    if (rnd() < 0.3) eligibility.employerCategories = some(EMPLOYERS, 0.4);
    if (rnd() < 0.4) {
      eligibility.minCreditHistory = CREDIT_HISTORY_ORDER[int(1, 3)] as CreditHistoryKey;
    }
    if (rnd() < 0.1) eligibility.minExistingCardLimit = int(0, 3) * 50_000;
    return {
      id: i + 1,
      name: `${BANKS[bank]} ${KINDS[int(0, KINDS.length - 1)]} ${i + 1}`,
      issuer_bank_id: bank + 1,
      issuer_bank_name: `${BANKS[bank]} Bank`,
      annual_fee: int(0, 20) * 500,
      ratings: rnd() < 0.15 ? null : int(25, 50) / 10,
      categories: Array.from({ length: int(1, 3) }, () => ({ id: int(1, 11) })),
      eligibility,
    };
  });
}

export function generateApplicants(count: number, seed = 7): Applicant[] {
  const rnd = prng(seed);
  const int = (lo: number, hi: number) => lo + Math.floor(rnd() * (hi - lo + 1));
  const pick = <T>(xs: readonly T[]) => xs[int(0, xs.length - 1)] as T;
  return Array.from({ length: count }, () => {
    const employment = pick<Employment>(['salaried', 'salaried', 'selfEmployed', 'professional']);
    const employers = EMPLOYER_CATEGORIES.filter((c) => c.employment === employment);
    const hasCard = rnd() < 0.45;
    return {
      employment,
      age: rnd() < 0.05 ? null : int(18, 72),
      city: rnd() < 0.1 ? null : pick(CITIES),
      monthlyIncome: rnd() < 0.05 ? null : int(10, 300) * 1_000,
      bankId: rnd() < 0.5 ? null : int(1, BANKS.length),
      hasCard,
      cardLimit: hasCard && rnd() < 0.9 ? int(1, 40) * 10_000 : null,
      employerCategory: rnd() < 0.15 ? null : pick(employers).key,
      creditHistory: rnd() < 0.2 ? null : pick(CREDIT_HISTORY_ORDER),
      spendCategoryIds: rnd() < 0.4 ? [] : [int(1, 11), int(1, 11)],
    };
  });
}

// --- The same eligibility rules for json-rules-engine -------------------------------------
// One engine holds one rule per card (its eligibility as conditions); the applicant is the
// facts, and the engine's events name the cards the applicant is eligible for. This is the
// library's own shape: rules are data, facts are the input, events are the output. Missing
// applicant data passes, as in our rules (`fact equal null` in an `any`).

const EMPLOYMENTS: readonly Employment[] = ['salaried', 'selfEmployed', 'professional'];

function minIncomeFor(e: CardEligibility, employment: Employment): number | null {
  if (employment === 'salaried') return e.minIncomeSalaried;
  if (employment === 'selfEmployed') return e.minIncomeSelfEmployed;
  return e.minIncomeProfessional === undefined ? e.minIncomeSelfEmployed : e.minIncomeProfessional;
}

const unknownOr = (fact: string, condition: NestedCondition): NestedCondition => ({
  any: [{ fact, operator: 'equal', value: null }, condition],
});

export function jreRule(card: MatchableCard): RuleProperties {
  const e = card.eligibility;
  const income: NestedCondition[] = [];
  for (const employment of EMPLOYMENTS) {
    const min = minIncomeFor(e, employment);
    if (min === null) continue;
    income.push({
      all: [
        { fact: 'employment', operator: 'equal', value: employment },
        unknownOr('monthlyIncome', {
          fact: 'monthlyIncome',
          operator: 'greaterThanInclusive',
          value: min,
        }),
      ],
    });
  }
  const all: NestedCondition[] = [
    income.length > 0 ? { any: income } : { fact: 'employment', operator: 'in', value: [] },
    unknownOr('age', {
      all: [
        { fact: 'age', operator: 'greaterThanInclusive', value: e.minAge },
        { fact: 'age', operator: 'lessThanInclusive', value: e.maxAge },
      ],
    }),
  ];
  if (e.cities !== null) {
    all.push({ fact: 'city', operator: 'in', value: e.cities.map((c) => c.toLowerCase()) });
  }
  if (e.employerCategories != null) {
    all.push(
      unknownOr('employerCategory', {
        fact: 'employerCategory',
        operator: 'in',
        value: [...e.employerCategories],
      }),
    );
  }
  if (e.minCreditHistory != null) {
    all.push(
      unknownOr('creditRank', {
        fact: 'creditRank',
        operator: 'greaterThanInclusive',
        value: CREDIT_HISTORY_ORDER.indexOf(e.minCreditHistory),
      }),
    );
  }
  if (e.minExistingCardLimit != null) {
    all.push({
      all: [
        { fact: 'hasCard', operator: 'equal', value: true },
        unknownOr('cardLimit', {
          fact: 'cardLimit',
          operator: 'greaterThanInclusive',
          value: e.minExistingCardLimit,
        }),
      ],
    });
  }
  return {
    name: `card-${card.id}`,
    conditions: { all },
    event: { type: 'eligible', params: { id: card.id } },
  };
}

export function jreFacts(a: Applicant) {
  const credit = a.creditHistory ?? null;
  return {
    employment: a.employment,
    monthlyIncome: a.monthlyIncome,
    age: a.age,
    city: a.city === null ? null : a.city.trim().toLowerCase(),
    employerCategory: (a.employerCategory ?? null) as EmployerCategory | null,
    creditRank: credit === null ? null : CREDIT_HISTORY_ORDER.indexOf(credit),
    hasCard: a.hasCard,
    cardLimit: a.cardLimit,
  };
}

// --- The run -------------------------------------------------------------------------------

const ms = (n: number) => `${n.toFixed(2)} ms`;

interface Times {
  /** Wall-clock milliseconds per call. */
  wall: number[];
  /** CPU milliseconds of the process per call (GC threads included, waiting excluded). */
  cpu: number[];
}

function timeEach<T>(items: readonly T[], run: (item: T) => void): Times {
  const times: Times = { wall: [], cpu: [] };
  for (const item of items) {
    const cpu = process.cpuUsage();
    const t = performance.now();
    run(item);
    times.wall.push(performance.now() - t);
    const used = process.cpuUsage(cpu);
    times.cpu.push((used.user + used.system) / 1000);
  }
  return times;
}

function line(label: string, { wall, cpu }: Times): string {
  const stats = (xs: number[]) =>
    `median ${ms(median(xs))}, p95 ${ms(percentile(xs, 95))}, p99 ${ms(percentile(xs, 99))}`;
  return `  ${label} (${wall.length} applicants):\n    wall ${stats(wall)}\n    cpu  ${stats(cpu)}`;
}

export async function recommendBench(): Promise<void> {
  const cards = generateCatalog(CARDS);
  const applicants = generateApplicants(APPLICANTS);
  console.log(`card recommendation, ${CARDS} cards, ${APPLICANTS} applicants (seeded):`);

  let t = performance.now();
  const catalog = compileCatalog(cards);
  console.log(`  compileCatalog (once per catalog): ${ms(performance.now() - t)}`);

  for (const a of applicants.slice(0, 200)) recommend(catalog, a);
  const page = timeEach(applicants, (a) => recommend(catalog, a));
  console.log(line('recommend, default page (100 + 100 explained)', page));
  const bigPage = timeEach(applicants, (a) =>
    recommend(catalog, a, { limit: 1000, ineligibleLimit: 1000 }),
  );
  console.log(line('recommend, 1000 + 1000 explained', bigPage));
  const decide = timeEach(applicants, (a) =>
    recommend(catalog, a, { limit: 0, ineligibleLimit: 0 }),
  );
  console.log(line('recommend, decision and ranking only (no page)', decide));
  const flat = timeEach(applicants.slice(0, 200), (a) => recommendCards(catalog, a));
  console.log(line('recommendCards, flat list of all 10,000 with reasons', flat));
  const p95 = percentile(page.wall, 95);
  console.log(
    `  goal ≤ 5 ms p95 (default page, wall): ${p95 <= 5 ? 'met' : 'NOT met'} (${ms(p95)})`,
  );
  const load = loadavg()[0] ?? 0;
  console.log(`  load average ${load.toFixed(1)} on ${cpus().length} CPUs while timing`);

  t = performance.now();
  const engine = new Engine(cards.map(jreRule), { allowUndefinedFacts: true });
  console.log(`json-rules-engine, one engine with one rule per card:`);
  console.log(`  build: ${ms(performance.now() - t)}`);
  const jreTimes: Times = { wall: [], cpu: [] };
  const jreEligible: Set<number>[] = [];
  const started = performance.now();
  for (const a of applicants) {
    if (jreTimes.wall.length >= JRE_APPLICANTS) break;
    if (jreTimes.wall.length >= 5 && performance.now() - started > JRE_BUDGET_MS) break;
    const cpu = process.cpuUsage();
    const s = performance.now();
    const { events } = await engine.run(jreFacts(a));
    jreTimes.wall.push(performance.now() - s);
    const used = process.cpuUsage(cpu);
    jreTimes.cpu.push((used.user + used.system) / 1000);
    jreEligible.push(new Set(events.map((e) => Number(e.params?.id))));
  }
  console.log(line('run, eligibility only, no reasons, no ranking (fewer: it is slow)', jreTimes));
  const ratio = (ours: Times) => (median(jreTimes.wall) / median(ours.wall)).toFixed(0);
  console.log(
    `  ratio of medians, json-rules-engine / recommend: ${ratio(decide)}× (decision only), ${ratio(page)}× (default page)`,
  );

  let sameApplicants = 0;
  let sameCards = 0;
  jreEligible.forEach((theirs, i) => {
    const ours = recommend(catalog, applicants[i] as Applicant, {
      limit: Number.POSITIVE_INFINITY,
      ineligibleLimit: 0,
      explainFit: false,
    });
    const mine = new Set(ours.eligible.map((e) => e.card.id));
    let agree = 0;
    for (const c of cards) if (mine.has(c.id) === theirs.has(c.id)) agree++;
    sameCards += agree;
    if (agree === cards.length) sameApplicants++;
  });
  const checked = jreEligible.length;
  console.log(
    `  agreement on eligibility: ${sameApplicants}/${checked} applicants identical, ${sameCards}/${checked * cards.length} card decisions`,
  );
}

// Run alone: `npx tsx --conditions=source bench/src/recommendBench.ts` (core's sources), or
// without the flag on packages/core/dist (`npm run build -w @tara/core` first).
if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await recommendBench();
}
