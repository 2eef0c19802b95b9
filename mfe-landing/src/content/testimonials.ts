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
    quote: `We used the cash forecast to plan our first two hires, moving their start month in the what-if until the cash held. When it showed we would need to borrow, it told us how much, when and what it would cost before we applied.`,
  },
  {
    name: 'Priya Nair',
    role: 'Independent accountant',
    quote: `I use ${PRODUCT_NAME} with my small-business clients. They import their bank statements, ${PRODUCT_NAME} matches the payments to their invoices, and we look at budget against actual together every month.`,
  },
];
