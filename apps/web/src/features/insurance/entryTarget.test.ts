import { INSURANCE_COVERS, parseInsuranceEntryQuery } from '@tara/core/insurance';
import { journeyList } from '@tara/core/journeyList';
import { describe, expect, it } from 'vitest';
import { entryTarget } from './entryTarget';

const target = (search: string) =>
  entryTarget(parseInsuranceEntryQuery(new URLSearchParams(search)), journeyList);

describe('the insurance entry link (spec 03 §2, decision 048)', () => {
  it('picks the journey by prettyName, else by instrument id', () => {
    expect(target('prettyName=shop-insurance')).toEqual({
      prefix: 'insurance/shop-insurance',
      first: 'step0.6',
      plan: null,
    });
    expect(target('instrumentId=6')?.prefix).toBe('insurance/lombard-shop-insurance');
    expect(target('prettyName=lombard-shop-insurance&instrumentId=5')?.first).toBe('step0.9');
  });

  it("carries the plan when it is the product's own, and ignores another product's", () => {
    expect(target('prettyName=shop-insurance&plan=103')?.plan).toBe('103');
    expect(target('prettyName=shop-insurance&plan=201')?.plan).toBeNull();
    expect(target('prettyName=shop-insurance&plan=abc')?.plan).toBeNull();
    expect(target('prettyName=term-insurance&plan=303')).toEqual({
      prefix: 'insurance/term-insurance',
      first: 'step0.5',
      plan: '303',
    });
    expect(target('instrumentId=14&plan=102')?.plan).toBeNull();
  });

  it('opens group health at its contact step (decision 052)', () => {
    expect(target('prettyName=group-health-insurance')).toEqual({
      prefix: 'insurance/group-health-insurance',
      first: 'step1',
      plan: null,
    });
  });

  it('has no journey for an unknown product or one not sold online yet', () => {
    expect(target('')).toBeNull();
    expect(target('prettyName=nothing')).toBeNull();
  });

  it('opens the person covers (decision 054) at their first step', () => {
    expect(target('prettyName=dengue-malaria')).toMatchObject({
      prefix: 'insurance/dengue-malaria',
      first: 'step1',
    });
    expect(target('instrumentId=33')).toMatchObject({
      prefix: 'insurance/hospicash',
      first: 'step0.5',
    });
    expect(target('prettyName=hospicash&plan=602')?.plan).toBe('602');
    expect(target('prettyName=hospicash&plan=502')?.plan).toBeNull();
  });

  it('opens a journey for every product the entry page lists as sold online', () => {
    for (const slug of INSURANCE_COVERS.map((c) => c.slug)) {
      expect(target(`prettyName=${slug}`)?.prefix, slug).toBe(`insurance/${slug}`);
    }
  });
});
