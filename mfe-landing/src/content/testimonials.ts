/**
 * 'Trusted and preferred by': the spec's Testimonial entity (name, role, quote).
 * PLACEHOLDER CONTENT: these people are fictional. Replace them with real customers'
 * quotes (with their consent) before the site goes public.
 */
import { PRODUCT_NAME } from '@fina/contract/core';

export interface Testimonial {
  name: string;
  role: string;
  quote: string;
}

export const TESTIMONIALS: readonly Testimonial[] = [
  {
    name: 'Maria Santos',
    role: 'Owner, Santos Family Bakery',
    quote: `${PRODUCT_NAME} built our first real budget in an afternoon. For the first time I can see the next twelve months and know exactly when cash will be tight.`,
  },
  {
    name: 'David Okafor',
    role: 'Co-founder, Loop Logistics',
    quote: `We used the cash forecast to plan our first two hires and to prepare our loan application. The lender recommendations alone saved us weeks of back and forth.`,
  },
  {
    name: 'Priya Nair',
    role: 'Independent accountant',
    quote: `I use ${PRODUCT_NAME} with my small-business clients. Its analysis of their statements is what I would expect from a senior analyst, ready in minutes instead of days.`,
  },
];
