import { CREDIT_LINE, TIME_DEPOSITS, WORKING_CAPITAL_LOAN } from '@fina/finance';
import type { SolutionKey } from '@fina/contract';

/** The spec's four solutions (section 9) with their rates, from the finance engine's constants. */
export const SOLUTIONS: readonly { key: SolutionKey; title: string; rate: string }[] = [
  {
    key: 'time_deposit_a',
    title: 'Time deposit (first bank)',
    rate: TIME_DEPOSITS[0]?.rateText ?? '',
  },
  {
    key: 'time_deposit_b',
    title: 'Time deposit (second bank)',
    rate: TIME_DEPOSITS[1]?.rateText ?? '',
  },
  { key: 'credit_line', title: 'Credit line', rate: CREDIT_LINE.rateText },
  {
    key: 'working_capital_loan',
    title: 'Working capital loan',
    rate: WORKING_CAPITAL_LOAN.rateText,
  },
];

export const solutionTitle = (key: SolutionKey) =>
  SOLUTIONS.find((s) => s.key === key)?.title ?? key;
