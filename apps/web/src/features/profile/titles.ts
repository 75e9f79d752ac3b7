// The title of every profile page, in one place: the route table and the pages read it.
export const PROFILE_TITLES = {
  index: 'Your profile',
  myHome: 'Your profile',
  details: 'Your details',
  accounts: 'Your account',
  offers: 'Applications in progress',
  claimedOffers: 'Completed applications',
  support: 'Support',
  consents: 'Your consents',
  insurance: 'Your insurance',
  membershipPlan: 'Your membership',
  coinsHistory: 'Your coins',
} as const;
