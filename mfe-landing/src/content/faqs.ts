/** The FAQ accordion: the five topics of the spec (section 2), as data, answered truthfully. */
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
    answer: `${PRODUCT_NAME} never makes up a number. When you ask about a spreadsheet, every figure in the answer comes from your own cells and names the cell it came from. Forecasts and borrowing advice are computed from your figures with exact arithmetic, and each recommendation says what it costs and why.`,
  },
  {
    id: 'accuracy',
    question: `How accurate are ${PRODUCT_NAME}'s estimates?`,
    answer: `${PRODUCT_NAME}'s forecasts are only as good as the figures you give it, and they show their working: every month of the budget ties out (the balance sheet balances and the cash flow matches the change in cash), your past year's monthly revenue sets the seasonality, and your chosen growth sets the trend. Once you record actual figures, you see each month how far reality is from the plan.`,
  },
  {
    id: 'data-safety',
    question: 'Is my financial data safe?',
    answer:
      "Passwords are stored only as salted hashes, every account can turn on two-step sign-in with an authenticator app, and each company's records are visible to its owner only.",
  },
  {
    id: 'servers',
    question: 'How secure are your servers?',
    answer:
      'The server sends strict browser security headers, limits repeated sign-in attempts and costly requests, and checks every uploaded file (size, format and content) before reading it.',
  },
  {
    id: 'sharing',
    question: 'Do you share my data with third parties?',
    answer:
      'No. We never sell or share your data with third parties, unless the law requires it or you give your explicit consent.',
  },
];
