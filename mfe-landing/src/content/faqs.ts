/** The FAQ accordion: the five topics of the spec (section 2), as data. */
import { PRODUCT_NAME } from '@fina/contract/core';

export interface Faq {
  id: string;
  question: string;
  answer: string;
}

export const FAQS: readonly Faq[] = [
  {
    id: 'trust',
    question: `Can I trust the insights ${PRODUCT_NAME} gives me?`,
    answer: `Yes. During the beta, the insights and forecasts ${PRODUCT_NAME} produces are checked by finance professionals, so you get advice you can act on while the models keep learning.`,
  },
  {
    id: 'accuracy',
    question: `How accurate are ${PRODUCT_NAME}'s estimates?`,
    answer: `${PRODUCT_NAME}'s estimates are comparable to those of a senior finance professional. Forecasts take your seasonality and your growth into account, not just last month's figures.`,
  },
  {
    id: 'data-safety',
    question: 'Is my financial data safe?',
    answer:
      'Your data is encrypted in transit and at rest. Accounts are protected by multi-factor authentication, and strict access controls mean only the people you authorise can see your information.',
  },
  {
    id: 'servers',
    question: 'How secure are your servers?',
    answer:
      'Our servers run in secure data centres with physical access controls, continuous monitoring and regular security updates.',
  },
  {
    id: 'sharing',
    question: 'Do you share my data with third parties?',
    answer:
      'No. We never sell or share your data with third parties, unless the law requires it or you give your explicit consent.',
  },
];
