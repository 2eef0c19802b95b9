/**
 * The owners' tuning set A (31 questions): other phrasings over differently seeded workbooks
 * of the same shapes. Tuning set B (questions.ts, 222 questions) was a hold-out until its first
 * run was read; both are tuning sets now. The blind hold-out is written apart (eval/blind/).
 */
import { growth, hundredths, meanCents, pct, sum } from '../expect';
import type { OwnerQuestion, OwnerExpect } from './questions';
import type { OwnerBookName, OwnerBooks } from './workbooks';
import { MONTHS_SHORT } from './workbooks';

const m = (c: number | bigint): string => hundredths(c);
const range = (n: number): number[] => Array.from({ length: n }, (_, i) => i);
function argmax<T>(xs: T[], f: (x: T) => number | bigint): T {
  return xs.reduce((best, x) => (f(x) > f(best) ? x : best));
}

export function buildTuneQuestions(b: OwnerBooks): OwnerQuestion[] {
  const out: OwnerQuestion[] = [];
  const add = (book: OwnerBookName, question: string, expect: OwnerExpect): void => {
    out.push({ id: `tune-${book}-${out.length + 1}`, book, question, expect });
  };
  {
    const { cells, products } = b.bakery.data;
    const mt = (i: number): bigint => sum(cells[i]!);
    const all = sum(range(12).map(mt));
    const best = argmax(range(12), mt);
    add('bakery', 'Total sales?', { value: m(all) });
    add('bakery', 'Best month?', { at: MONTHS_SHORT[best]! });
    add('bakery', 'Sales growth January to December %', {
      value: growth(mt(0), mt(11)),
      tol: 0.01,
    });
    add('bakery', 'What did we sell in April?', { value: m(mt(3)) });
    add('bakery', 'How much coffee did we sell?', {
      value: m(sum(cells.map((r) => r[products.indexOf('Coffee')]!))),
    });
    add('bakery', 'What was revenue from sandwiches?', { refuse: true });
  }
  {
    const L = b.expenseLog.data;
    const total = sum(L.map((l) => l.amountCents));
    add('expenseLog', 'Total spend for the year?', { value: m(total) });
    add('expenseLog', 'Biggest expense?', {
      value: m(argmax(L, (l) => l.amountCents).amountCents),
    });
    add('expenseLog', 'How much on fuel?', {
      value: m(sum(L.filter((l) => l.category === 'Fuel').map((l) => l.amountCents))),
    });
    add('expenseLog', 'Average expense per month', { value: meanCents(total, 12) });
  }
  {
    const L = b.costSubtotals.data;
    const act = sum(L.map((l) => l.actualCents));
    add('costSubtotals', 'Total actual costs?', { value: m(act) });
    add('costSubtotals', 'Largest cost?', { at: argmax(L, (l) => l.actualCents).item });
    add('costSubtotals', 'Staff actual total', {
      value: m(sum(L.filter((l) => l.category === 'Staff').map((l) => l.actualCents))),
    });
  }
  {
    const { lines: L, expenses } = b.sectionPnl.data;
    const y = (n: string): bigint => sum(L[n]!);
    add('sectionPnl', 'Total expenses for the year?', { value: m(y('Total Expenses')) });
    add('sectionPnl', 'Largest expense?', { at: argmax(expenses, y) });
    add('sectionPnl', 'Net income in Q2?', { value: m(L['Net Income']![1]!) });
    add('sectionPnl', 'Gross margin?', {
      value: pct(y('Gross Profit'), y('Total Income')),
      tol: 0.01,
    });
  }
  {
    const { customers, cells } = b.quickbooks.data;
    const c = (i: number): bigint => sum(cells[i]!);
    add('quickbooks', 'Total sales for the year', {
      value: m(sum(range(customers.length).map(c))),
    });
    add('quickbooks', 'Biggest customer?', { at: customers[argmax(range(customers.length), c)]! });
  }
  {
    const { customers, cells } = b.aging.data;
    add('aging', 'Total owed to us?', { value: m(sum(cells.map((r) => sum(r)))) });
    add('aging', 'Who owes the most?', {
      at: customers[argmax(range(customers.length), (i) => sum(cells[i]!))]!,
    });
  }
  {
    const { lines: L } = b.bank.data;
    add('bank', 'Closing balance?', { value: m(L[L.length - 1]!.balanceCents) });
    add('bank', 'Total credits?', { value: m(sum(L.map((l) => l.creditCents))) });
  }
  {
    const L = b.payroll.data;
    add('payroll', 'Total net pay?', { value: m(sum(L.map((l) => l.net))) });
    add('payroll', 'Number of employees?', { value: String(L.length) });
  }
  {
    const L = b.inventory.data;
    add('inventory', 'Total stock value?', { value: m(sum(L.map((l) => l.valueCents))) });
    add('inventory', 'Most valuable item in stock?', { at: argmax(L, (l) => l.valueCents).item });
  }
  {
    const { lines: L } = b.twoYear.data;
    add('twoYear', 'Revenue growth %?', { value: growth(L.Revenue![0], L.Revenue![1]), tol: 0.1 });
    add('twoYear', 'Net income 2024?', { value: m(L['Net income']![1]) });
  }
  {
    const { categories, cells } = b.opexThousands.data;
    const total = sum(cells.map((r) => sum(r)));
    add('opexThousands', 'Total opex?', {
      value: [total.toString(), m(total * 100000n)],
      text: ['thousand'],
    });
    add('opexThousands', 'Biggest category?', {
      at: argmax(categories, (c) => sum(cells[categories.indexOf(c)]!)),
    });
  }
  return out;
}
