import { describe, expect, it } from 'vitest';
import { INSURER_NAMES } from '../insurance/covers/insurers.js';
import { findParty, PARTIES, PARTY_IDS, partyById } from './parties.js';

describe('parties', () => {
  it('has one record per id, under its own id', () => {
    expect(Object.keys(PARTIES).sort()).toEqual([...PARTY_IDS].sort());
    for (const id of PARTY_IDS) expect(partyById(id).id).toBe(id);
  });

  it('names each provider by its registered legal name, each once', () => {
    const names = PARTY_IDS.filter((id) => id !== 'tara').map((id) => partyById(id).legalName);
    for (const name of names) expect(name).toMatch(/\S/);
    expect(new Set(names).size).toBe(names.length);
  });

  it('keeps the marketplace’s unpublished company details unknown, not invented', () => {
    const tara = partyById('tara');
    expect(tara.kind).toBe('platform');
    expect(tara.legalName).toBeNull();
    expect(tara.registration).toBeNull();
    expect(tara.grievance).toEqual({ officer: null, email: null, phone: null, url: null });
  });

  it('writes registrations in the published forms only: a CIN, an IRDAI number', () => {
    for (const id of PARTY_IDS) {
      const { registration, kind } = partyById(id);
      if (registration === null) continue;
      for (const part of registration.split('; ')) {
        expect(part).toMatch(/^(CIN [LU]\d{5}[A-Z]{2}\d{4}(PLC|PTC)\d{6}|IRDAI Reg\. No\. \d{3})$/);
      }
      if (kind === 'insurer') expect(registration).toMatch(/^IRDAI Reg\. No\. \d+; CIN /);
    }
  });

  it('has no grievance officer, phone or e-mail nobody gave us', () => {
    for (const id of PARTY_IDS) {
      const { officer, phone, email } = partyById(id).grievance;
      expect([officer, phone, email]).toEqual([null, null, null]);
    }
  });

  it('keeps the short names insurance shows before payment', () => {
    expect(partyById('iciciLombard').name).toBe('ICICI Lombard');
    expect(partyById('kotakGeneral').name).toBe(INSURER_NAMES.kotakGeneral);
    expect(partyById('kotakLife').name).toBe(INSURER_NAMES.kotakLife);
  });

  it('finds a party by a string only when it is an id', () => {
    expect(findParty('northernArc')?.legalName).toBe('Northern Arc Capital Limited');
    expect(findParty('toString')).toBeNull();
    expect(findParty('')).toBeNull();
  });
});
