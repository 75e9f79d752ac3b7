import { describe, expect, it } from 'vitest';
import { formProfessionCategory, iciciLead } from './iciciLead.js';
import { salariedValues, selfEmployedValues } from './leads.fixture.js';

describe('iciciLead', () => {
  it('maps a salaried applicant with the fixed provider and designation', () => {
    expect(iciciLead({ ...salariedValues, existingRelationWithBank: 'yes' })).toEqual({
      providerId: 3,
      designation: 'Doctor',
      companyId: 1,
      cityPrettyName: 'mumbai',
      pincode: '400001',
      address1: '12 MG Road, Fort, Mumbai 400001',
      dob: '1990-08-15',
      mobile: '9876543210',
      empType: 1,
      gmi: 85_000,
      itrStatus: 'yes',
      providerRelationship: 7,
      companyName: 'Tata Consultancy Services',
    });
  });

  it.each([
    ['salaried', { empType: 'salaried' }, 0, 1],
    ['self-employed business', { empType: 'selfEmpl' }, 1, 2],
    ['self-employed professional', { empType: 'selfEmpl', selfEmplType: 'professional' }, 2, 2],
    ['a given category 0', { empType: 'selfEmpl', professionCategory: 0 }, 0, 1],
    ['a given category as text', { professionCategory: '3' }, 3, 2],
    ['nothing known', {}, null, 2],
  ] as const)('empType from the profession category: %s', (_, values, category, empType) => {
    expect(formProfessionCategory(values)).toBe(category);
    expect(iciciLead(values).empType).toBe(empType);
  });

  it.each([
    [
      'banks with ICICI, kind chosen',
      { existingRelationWithBank: 'yes', bankRelationType: '1' },
      1,
    ],
    ['banks with ICICI, kind not chosen: the default 2', { existingRelationWithBank: 'yes' }, 2],
    ['does not: No Relation', { existingRelationWithBank: 'no' }, 8],
    ['not asked', {}, null],
  ] as const)('providerRelationship: %s', (_, values, relation) => {
    expect(iciciLead(values).providerRelationship).toBe(relation);
  });

  it('maps a self-employed applicant: ITR income, free-text company, no company id', () => {
    expect(iciciLead(selfEmployedValues)).toMatchObject({
      empType: 2,
      gmi: 150_000,
      companyId: null,
      companyName: 'Verma Traders',
      itrStatus: 'yes',
    });
    expect(iciciLead({ itrStatus: 'no' })).toMatchObject({
      itrStatus: 'no',
      cityPrettyName: 'others',
    });
  });
});
