import type { TourStep } from '#client/components/guided-tour/tour-step';

// The interactive demo's sample dashboard (docs/product.md §15): fixed figures, no account.

export const DEMO_STATS = {
  photos: 42,
  maintenance: { total: 2, pending: 1, completed: 1 },
  estimatedCosts: 115,
  documents: 1,
};

export const DEMO_MAINTENANCE = [
  { item: 'Leaky kitchen faucet', property: 'My First Apartment', cost: 75, status: 'Pending' },
  { item: 'Bedroom blind replaced', property: 'My First Apartment', cost: 40, status: 'Completed' },
];

export const DEMO_DOCUMENTS = [
  { name: 'Lease agreement 2026.pdf', size: '248.31 KB', added: 'September 1, 2026' },
];

export const DEMO_SIDEBAR = [
  'Dashboard',
  'Properties',
  'Move-In',
  'Move-Out',
  'Gallery',
  'Maintenance',
  'Documents',
  'Financials',
  'Reports',
];

export const DEMO_QUICK_ACTIONS = [
  'Log Photos',
  'Add Maintenance',
  'Upload Document',
  'Create Report',
] as const;

/** The tour's eight steps, in reading order: intro, dashboard, stats, actions, journal, documents, menu, end. */
export const DEMO_TOUR_STEPS: TourStep[] = [
  {
    title: 'Welcome to Rentproof',
    text: 'This is a sample renter’s account. Take a one-minute tour, then look around: nothing here is saved.',
  },
  {
    target: 'demo-dashboard',
    title: 'Your dashboard',
    text: 'Everything you have recorded about your home, at a glance: photos, repairs and documents.',
  },
  {
    target: 'demo-stats',
    title: 'Your records in numbers',
    text: 'Photos logged, open maintenance issues and their estimated costs, so nothing is forgotten at move-out.',
  },
  {
    target: 'demo-quick-actions',
    title: 'Quick actions',
    text: 'Log move-in photos, report a repair, upload your lease or create a report in one tap.',
  },
  {
    target: 'demo-maintenance',
    title: 'Maintenance journal',
    text: 'Each issue keeps its date, cost and status. A repair you reported is never blamed on you.',
  },
  {
    target: 'demo-documents',
    title: 'Documents',
    text: 'Your lease and notices, stored privately and found in seconds when the landlord asks.',
  },
  {
    target: 'demo-user-menu',
    title: 'Your menu',
    text: 'Restart this tour at any time, or leave the demo and go back to the home page.',
  },
  {
    title: 'Ready to protect your deposit?',
    text: 'Sign up for free and document your own home. It takes a minute, and your photos stay private.',
  },
];
