/** The early-adopter offer (spec sections 1 and 9): what the first 50 users get. */
import {
  EARLY_ADOPTER_DISCOUNT_PERCENT,
  EARLY_ADOPTER_PLACES,
  PRODUCT_NAME,
} from '@fina/contract/core';

export interface Perk {
  title: string;
  text: string;
}

export const OFFER_TITLE = `Be one of our first ${EARLY_ADOPTER_PLACES} users`;

export const EARLY_ADOPTER_PERKS: readonly Perk[] = [
  { title: 'Early access', text: 'Use new features before anyone else.' },
  {
    title: `Lifetime ${EARLY_ADOPTER_DISCOUNT_PERCENT}% discount`,
    text: 'On the Pro plan, for as long as you keep your account.',
  },
  {
    title: 'Personalised onboarding',
    text: `A finance professional sets up ${PRODUCT_NAME} with you.`,
  },
  {
    title: 'Beta tester recognition',
    text: `A beta tester badge and a thank-you in ${PRODUCT_NAME}'s credits.`,
  },
];
