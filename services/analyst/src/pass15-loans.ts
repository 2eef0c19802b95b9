/**
 * Issue 13, pass 15 (M1): loan schedules under a block of the loan's terms, built from the
 * lead's description of the kind, never from the hold-out. Each variant changes one thing a
 * person writes differently: 0–2 title lines, 1–5 terms lines (principal, rate, term, start
 * date, payment), a blank row between the terms and the schedule or none, the number column
 * headed "Pmt #", "Payment #", "No." or "Period", the due dates as dates or as text, and
 * three loans of their own amount, rate and length.
 */
import type { ShapeRow } from './pass5-shapes';
import { MONTH_SHORT } from './periods';

export interface Loan {
  name: string;
  principal: number;
  annualRate: number;
  months: number;
  firstDue: [number, number];
}

export const LOANS: Loan[] = [
  { name: 'Van loan', principal: 24_000, annualRate: 0.06, months: 12, firstDue: [2025, 2] },
  { name: 'Oven finance', principal: 9_500, annualRate: 0.09, months: 18, firstDue: [2024, 11] },
  {
    name: 'Shop fit-out loan',
    principal: 60_000,
    annualRate: 0.048,
    months: 24,
    firstDue: [2025, 7],
  },
];

export const NUMBER_HEADERS = ['Pmt #', 'Payment #', 'No.', 'Period'] as const;

export interface LoanVariant {
  loan: Loan;
  titleLines: number;
  termLines: number;
  blank: boolean;
  numberHeader: (typeof NUMBER_HEADERS)[number];
  textDates: boolean;
}

export function loanVariants(): LoanVariant[] {
  const out: LoanVariant[] = [];
  for (const loan of LOANS)
    for (let titleLines = 0; titleLines <= 2; titleLines++)
      for (let termLines = 1; termLines <= 5; termLines++)
        for (const blank of [true, false])
          for (const numberHeader of NUMBER_HEADERS)
            out.push({
              loan,
              titleLines,
              termLines,
              blank,
              numberHeader,
              textDates: (termLines + titleLines) % 2 === 1,
            });
  return out;
}

export const describeLoan = (v: LoanVariant): string =>
  `${v.loan.name}, ${v.titleLines} title, ${v.termLines} terms, ${v.blank ? 'blank' : 'no blank'}, "${v.numberHeader}", ${v.textDates ? 'text dates' : 'dates'}`;

const cents = (x: number): number => Math.round(x * 100) / 100;

export interface ScheduleLine {
  n: number;
  year: number;
  opening: number;
  payment: number;
  interest: number;
  principal: number;
  closing: number;
}

/** The schedule in cents-rounded figures; the last payment clears the balance. */
export function schedule(loan: Loan): ScheduleLine[] {
  const r = loan.annualRate / 12;
  const pmt = cents((loan.principal * r) / (1 - Math.pow(1 + r, -loan.months)));
  const out: ScheduleLine[] = [];
  let balance = loan.principal;
  for (let n = 1; n <= loan.months; n++) {
    const interest = cents(balance * r);
    const payment = n === loan.months ? cents(balance + interest) : pmt;
    const principal = cents(payment - interest);
    const closing = cents(balance - principal);
    const month0 = loan.firstDue[1] - 1 + n - 1;
    out.push({
      n,
      year: loan.firstDue[0] + Math.floor(month0 / 12),
      opening: balance,
      payment,
      interest,
      principal,
      closing,
    });
    balance = closing;
  }
  return out;
}

const MONTH_NAMES = MONTH_SHORT;

export function loanRows(v: LoanVariant): { rows: ShapeRow[]; headerRow: number } {
  const { loan } = v;
  const titles = [`${loan.name} - repayment schedule`, 'Prepared for the bank'];
  const terms: ShapeRow[] = [
    ['Principal', loan.principal],
    ['Interest rate', loan.annualRate],
    ['Term (months)', loan.months],
    ['Start date', new Date(Date.UTC(loan.firstDue[0], loan.firstDue[1] - 2, 1))],
    ['Monthly payment', schedule(loan)[0]!.payment],
  ];
  const rows: ShapeRow[] = [
    ...titles.slice(0, v.titleLines).map((t) => [t]),
    ...terms.slice(0, v.termLines),
  ];
  if (v.blank) rows.push([]);
  rows.push([
    v.numberHeader,
    'Due date',
    'Opening balance',
    'Payment',
    'Interest',
    'Principal',
    'Closing balance',
  ]);
  const headerRow = rows.length - 1;
  for (const line of schedule(loan)) {
    const month0 = loan.firstDue[1] - 1 + line.n - 1;
    const m = month0 % 12;
    const due = v.textDates
      ? `${MONTH_NAMES[m]} ${line.year}`
      : new Date(Date.UTC(line.year, m, 1));
    rows.push([
      line.n,
      due,
      line.opening,
      line.payment,
      line.interest,
      line.principal,
      line.closing,
    ]);
  }
  return { rows, headerRow };
}
