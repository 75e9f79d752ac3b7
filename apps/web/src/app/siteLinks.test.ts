import { catalogue } from '@tara/core/productList';
import { describe, expect, it } from 'vitest';
import { SITE_MENU, siteMenu, TRAY_TABS, trayTabs } from './siteLinks';

describe('the website menu, from the catalogue', () => {
  it('links every product entry of the spec to its live families, and only the rest is "Coming soon"', () => {
    expect(SITE_MENU).toEqual([
      { label: 'Banking', soon: true },
      { label: 'Khata', soon: true },
      { label: 'Loans', to: '/explore-loans' },
      { label: 'Credit Cards', to: '/explore-credit-cards' },
      { label: 'Insurance', to: '/insurance' },
      { label: 'Rewards', soon: true },
    ]);
  });

  it('says "Coming soon" for an entry whose families have no live product', () => {
    const noInsurance = {
      ...catalogue,
      products: catalogue.products.map((p) =>
        p.family === 'insurance' ? { ...p, live: false } : p,
      ),
    };
    expect(siteMenu(noInsurance)).toContainEqual({ label: 'Insurance', soon: true });
    expect(siteMenu(noInsurance)).toContainEqual({ label: 'Loans', to: '/explore-loans' });
  });
});

describe('the bottom tabs, from the catalogue', () => {
  it('are Home, Cards, Loans, Insurance (the hub) and Profile', () => {
    expect(TRAY_TABS.map((t) => [t.label, t.to])).toEqual([
      ['Home', null],
      ['Cards', '/explore-credit-cards'],
      ['Loans', '/explore-loans'],
      ['Insurance', '/insurance'],
      ['Profile', '/profile'],
    ]);
  });

  it('leave out a tab whose families have no live product', () => {
    const noCards = {
      ...catalogue,
      products: catalogue.products.filter((p) => p.family !== 'credit-cards'),
    };
    expect(trayTabs(noCards).map((t) => t.label)).not.toContain('Cards');
  });
});
