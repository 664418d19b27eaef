import type { TourStep } from '#client/components/guided-tour/tour-step';

/** The dashboard tour (docs/product.md §4): each step points at an element marked `data-tour="{target}"`. */
export const TOUR_STEPS = [
  {
    target: 'page-title',
    title: 'Your dashboard',
    text: 'Your home base: what you have logged across your properties, at a glance.',
  },
  {
    target: 'quick-actions',
    title: 'Quick actions',
    text: 'Log move-in photos, record a repair or add a property in one tap.',
  },
  {
    target: 'maintenance',
    title: 'Maintenance',
    text: 'Open maintenance issues and their estimated costs, so nothing is forgotten at move-out.',
  },
  {
    target: 'reports',
    title: 'Reports',
    text: 'Summaries of your photos, repairs and payments, ready to download and share.',
  },
  {
    target: 'settings',
    title: 'Settings',
    text: 'Your profile, password and account. You can run this tour again from the account menu.',
  },
] as const satisfies readonly TourStep[];

export const TOUR_COMPLETED_KEY = 'rentproof.tourCompleted';
