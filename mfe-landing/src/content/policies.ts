/** /privacy and /terms, as data. The security facts are the FAQ's (spec section 2). */
import {
  EARLY_ADOPTER_DISCOUNT_PERCENT,
  EARLY_ADOPTER_PLACES,
  PRODUCT_NAME,
} from '@fina/contract/core';
import { CONTACT_EMAIL } from './site';

export interface PolicySection {
  heading: string;
  paragraphs: readonly string[];
}

export interface Policy {
  title: string;
  updated: string;
  intro: string;
  sections: readonly PolicySection[];
}

export const PRIVACY_POLICY: Policy = {
  title: 'Data Privacy',
  updated: '23 November 2026',
  intro: `${PRODUCT_NAME} helps small businesses understand their finances, which means we handle information that matters to you. This policy explains what we collect, why, and how we protect it.`,
  sections: [
    {
      heading: 'What we collect',
      paragraphs: [
        'Account details: your email address, name and position, and the answers you give during onboarding (language, country, profile and how you plan to use the product).',
        'Business data you choose to add: companies, financial statements, spreadsheets, invoices, budgets, payroll and balance-sheet figures.',
        'Technical data needed to run the service securely, such as sign-in times and error logs.',
      ],
    },
    {
      heading: 'How we use it',
      paragraphs: [
        `We use your data only to provide ${PRODUCT_NAME}: to build your budgets, forecasts, reports and answers, to keep your account secure, and to contact you about the service.`,
        'If you join the newsletter, we use your email address to send product news. Every message has an unsubscribe link.',
      ],
    },
    {
      heading: 'How we protect it',
      paragraphs: [
        'Your data is encrypted in transit and at rest. Accounts are protected by multi-factor authentication, and access controls limit who can see your information.',
        'Our servers run in secure data centres with physical access controls and continuous monitoring.',
      ],
    },
    {
      heading: 'Who we share it with',
      paragraphs: [
        'We do not sell your data, and we do not share it with third parties unless the law requires it or you give your explicit consent, for example when you ask us to send a loan application to a lender.',
      ],
    },
    {
      heading: 'Your rights',
      paragraphs: [
        'You can see and correct your personal and company information in Settings at any time. You can ask us for a copy of your data or for its deletion by writing to us.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about this policy: ${CONTACT_EMAIL}.`],
    },
  ],
};

export const TERMS: Policy = {
  title: 'Terms & Conditions',
  updated: 'September 2023',
  intro: `These terms apply when you use ${PRODUCT_NAME}. By creating an account you agree to them.`,
  sections: [
    {
      heading: 'The service',
      paragraphs: [
        `${PRODUCT_NAME} is an AI financial assistant for small businesses: budgets, cash forecasts, financial analysis, invoices and reports, and a chat about your spreadsheets.`,
      ],
    },
    {
      heading: 'Your account',
      paragraphs: [
        'Keep your password private and tell us at once if you think someone else has used your account. You are responsible for the data you upload and for having the right to use it.',
      ],
    },
    {
      heading: 'Financial information is not advice',
      paragraphs: [
        `${PRODUCT_NAME}'s forecasts and insights are estimates based on the figures you provide. They help you decide; they do not replace professional financial, tax or legal advice.`,
      ],
    },
    {
      heading: 'Plans and the early-adopter offer',
      paragraphs: [
        'The Free plan costs nothing. The Pro plan is billed monthly at the price shown on the pricing page.',
        `The first ${EARLY_ADOPTER_PLACES} users who sign up through the early-adopter offer while it is open keep a ${EARLY_ADOPTER_DISCOUNT_PERCENT}% discount on Pro for the life of their account.`,
      ],
    },
    {
      heading: 'Acceptable use',
      paragraphs: [
        'Do not misuse the service: no attempts to access other users’ data, to disrupt the service or to use it for unlawful purposes.',
      ],
    },
    {
      heading: 'Ending your account',
      paragraphs: [
        'You can stop using the service at any time. We may suspend an account that breaks these terms, and will tell you why.',
      ],
    },
    {
      heading: 'Changes',
      paragraphs: [
        'We may update these terms. When a change matters, we will tell you by email before it takes effect.',
      ],
    },
    {
      heading: 'Contact',
      paragraphs: [`Questions about these terms: ${CONTACT_EMAIL}.`],
    },
  ],
};
