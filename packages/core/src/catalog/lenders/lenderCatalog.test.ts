import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { LENDERS, lenderCatalog } from './lenderCatalog.js';
import { PROPERTY_TYPES } from './lenderTypes.js';

const rupees = z.number().int().nonnegative();
const range = z
  .object({ min: z.number().int().nonnegative(), max: z.number().int().positive() })
  .strict()
  .refine((r) => r.min <= r.max, 'min above max');
const rate = z
  .object({ minBp: z.number().int().min(100).max(3600), maxBp: z.number().int().max(3600) })
  .strict()
  .refine((r) => r.minBp <= r.maxBp, 'minBp above maxBp');
const byProfession = <T extends z.ZodType>(value: T) =>
  z.object({ salaried: value, selfEmployed: value, professional: value }).partial().strict();

/** One schema for a catalog row (decision 047). */
const loanProductSchema = z
  .object({
    id: z.number().int().positive(),
    lenderId: z.number().int().positive(),
    lenderName: z.string().min(3),
    providerType: z.enum(['bank', 'nbfc', 'hfc']),
    kind: z.enum(['personal', 'business', 'home']),
    name: z.string().min(3),
    amount: range,
    tenureMonths: range,
    rates: byProfession(rate),
    processingFee: z
      .object({
        bp: z.number().int().min(0).max(1000),
        minRupees: rupees.nullable(),
        maxRupees: rupees.nullable(),
      })
      .strict(),
    preClosureMonths: z.number().int().min(0).max(60),
    minMonthlyIncome: byProfession(rupees),
    minCreditScore: z
      .number()
      .int()
      .refine((s) => s === -1 || (s >= 300 && s <= 900)),
    age: range,
    cities: z.array(z.string().min(2)).min(1).nullable(),
    requiresItr: z.boolean(),
    minBusinessVintageYears: z.number().int().min(0),
    minAnnualTurnover: rupees,
    allowedPropertyTypes: z.array(z.enum(PROPERTY_TYPES as [string, ...string[]])),
    allowUnidentifiedProperty: z.boolean(),
    source: z.string().min(5),
    unsure: z.array(z.string()).optional(),
  })
  .strict()
  .refine((p) => Object.keys(p.rates).length > 0, 'offered to no profession')
  .refine(
    (p) => Object.keys(p.rates).every((k) => k in p.minMonthlyIncome),
    'a profession with a rate has no minimum income',
  )
  .refine(
    (p) => (p.kind === 'home') === p.allowedPropertyTypes.length > 0,
    'property types belong to home loans only',
  );

describe('lenderCatalog', () => {
  it('validates every row against the schema', () => {
    for (const product of lenderCatalog) {
      const parsed = loanProductSchema.safeParse(product);
      expect(parsed.error?.issues ?? [], `product ${product.id}`).toEqual([]);
    }
  });

  it('has unique product ids, one name per lender, and at least 10 lenders', () => {
    expect(new Set(lenderCatalog.map((p) => p.id)).size).toBe(lenderCatalog.length);
    for (const lender of LENDERS) {
      const names = new Set(
        lenderCatalog.filter((p) => p.lenderId === lender.id).map((p) => p.lenderName),
      );
      expect([...names]).toEqual([lender.name]);
    }
    expect(LENDERS.length).toBeGreaterThanOrEqual(10);
  });

  it('offers every kind of loan from several lenders', () => {
    for (const kind of ['personal', 'business', 'home'] as const) {
      const lenders = new Set(lenderCatalog.filter((p) => p.kind === kind).map((p) => p.lenderId));
      expect(lenders.size, kind).toBeGreaterThanOrEqual(6);
    }
  });

  it('names only real fields as unsure', () => {
    for (const product of lenderCatalog) {
      for (const path of product.unsure ?? []) {
        const head = path.split('.')[0] as string;
        expect(Object.keys(product), `${product.id} ${path}`).toContain(head);
      }
    }
  });

  it('lists the lenders in name order', () => {
    const names = LENDERS.map((l) => l.name);
    expect(names).toEqual([...names].sort());
    expect(names).toContain('LIC Housing Finance');
  });
});
