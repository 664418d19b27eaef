// The product's timings (docs/product.md §16), in milliseconds.
export const TOAST_DURATION_MS = 5000;
export const EMAIL_VERIFIED_REDIRECT_MS = 3000;
export const PASSWORD_UPDATED_REDIRECT_MS = 2000;
export const DASHBOARD_TOUR_DELAY_MS = 1500;
export const INTERACTIVE_DEMO_TOUR_DELAY_MS = 500;
