import { type AppRoute, lazyNamed } from '../../app/lazyNamed';

// The KFS page of a partner's offer to an application (decision 080): in the page tables'
// chunk (decision 051), never loaded by a journey step; its own lazy chunk.

export const leadKfsPageRoutes: AppRoute[] = [
  {
    path: '/loan-kfs/:leadId',
    title: 'Key Fact Statement',
    component: lazyNamed(() => import('./LeadKfsPage'), 'LeadKfsPage'),
  },
];
