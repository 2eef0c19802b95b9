/** The plans of /pricing (DECISIONS.md: Free; Pro with a monthly price). Prices in US cents. */
import { PRODUCT_NAME } from '@fina/contract/core';

export interface Plan {
  id: 'free' | 'pro';
  name: string;
  priceCents: number;
  tagline: string;
  features: readonly string[];
  highlighted: boolean;
  cta: string;
}

export const PLANS: readonly Plan[] = [
  {
    id: 'free',
    name: 'Free',
    priceCents: 0,
    tagline: 'Get your numbers in order.',
    features: [
      'One company',
      'Financial performance charts',
      '12-month cash forecast',
      '1-year budget for a new or existing business',
      'Invoices and reports',
      'Sales, expenses and bank statement imports',
    ],
    highlighted: false,
    cta: 'Get Started for FREE',
  },
  {
    id: 'pro',
    name: 'Pro',
    priceCents: 2900,
    tagline: 'Run your business on its numbers.',
    features: [
      'Everything in Free',
      'Unlimited companies',
      `Unlimited chats with ${PRODUCT_NAME} about your spreadsheets`,
      'Customised KPI control panel',
      'Balance sheet: prepare, upload and edit',
      'Borrowing advice with its costs, loan and financing-solution applications',
      'Payroll and purchase requisitions',
    ],
    highlighted: true,
    cta: 'Choose Pro',
  },
];

/** 2900 → '$29', 2030 → '$20.30'. */
export function formatPrice(cents: number): string {
  const dollars = cents / 100;
  return `$${cents % 100 === 0 ? dollars.toFixed(0) : dollars.toFixed(2)}`;
}

/** The price after a percentage discount, rounded half-up to the cent. */
export function discountedCents(cents: number, percent: number): number {
  return Math.round((cents * (100 - percent)) / 100);
}
