/**
 * Every address the landing links to. The landing is mounted at `/*`, so its own pages are
 * absolute; /register and /login belong to the shell. Section links carry the landing's anchors.
 */
export const PATHS = {
  home: '/#home',
  faqs: '/#faqs',
  contact: '/#contact',
  pricingSection: '/#pricing',
  pricing: '/pricing',
  signUp: '/sign-up',
  privacy: '/privacy',
  terms: '/terms',
  register: '/register',
  login: '/login',
} as const;
