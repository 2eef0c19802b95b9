/** Coffee importer (US$ in thousands): cash-flow statement by quarter with a Year column, sections, cash roll-forward. */
import { money, sum } from '../../expect';
import { argMax, asker, int, refuse, rng, SEED, type BookSpec, type Cell } from '../lib';

export function coffeeImporter(): BookSpec {
  const r = rng(SEED + 13);
  // Whole thousands of dollars; an expected figure is accepted in thousands or in dollars.
  const g = (lo: number, hi: number): number[] => [0, 1, 2, 3].map(() => int(r, lo, hi));
  const op: Array<[string, number[]]> = [
    ['Net income', g(80, 260)],
    ['Depreciation', g(18, 24)],
    ['(Increase) / decrease in inventory', g(-180, 90)],
    ['(Increase) / decrease in receivables', g(-120, 60)],
    ['Increase / (decrease) in payables', g(-50, 110)],
  ];
  const inv: Array<[string, number[]]> = [
    ['Purchase of roasting equipment', g(-220, -10)],
    ['Warehouse deposit', [0, -45, 0, 0]],
  ];
  const fin: Array<[string, number[]]> = [
    ['Loan drawdown', [300, 0, 0, 150]],
    ['Loan repayments', g(-60, -40)],
    ['Dividends paid', [0, -80, 0, -120]],
  ];
  const tot = (sec: Array<[string, number[]]>): number[] =>
    [0, 1, 2, 3].map((i) => sec.reduce((a, [, v]) => a + v[i]!, 0));
  const to = tot(op);
  const ti = tot(inv);
  const tf = tot(fin);
  const change = [0, 1, 2, 3].map((i) => to[i]! + ti[i]! + tf[i]!);
  const begin: number[] = [];
  const end: number[] = [];
  let cash = int(r, 400, 700);
  for (let i = 0; i < 4; i++) {
    begin.push(cash);
    cash += change[i]!;
    end.push(cash);
  }
  const yr = (v: number[]): number => v.reduce((a, b) => a + b, 0);
  const line = (l: string, v: number[], year = yr(v)): Cell[] => [l, ...v, year];
  const rows: Cell[][] = [
    ['Highland Bean Imports Ltd'],
    ['Statement of cash flows — 2025'],
    ['(in thousands of US$)'],
    [],
    [null, 'Q1', 'Q2', 'Q3', 'Q4', 'Year'],
    ['Cash flows from operating activities'],
    ...op.map(([l, v]) => line(l, v)),
    line('Net cash from operating activities', to),
    [],
    ['Cash flows from investing activities'],
    ...inv.map(([l, v]) => line(l, v)),
    line('Net cash used in investing activities', ti),
    [],
    ['Cash flows from financing activities'],
    ...fin.map(([l, v]) => line(l, v)),
    line('Net cash from financing activities', tf),
    [],
    line('Net change in cash', change),
    line('Cash at beginning of period', begin, begin[0]!),
    line('Cash at end of period', end, end[3]!),
  ];
  const k = (thousands: number): string[] => [
    String(thousands),
    money(BigInt(thousands) * 100000n),
  ];
  const { qs, q } = asker('coffee-importer');
  q(
    'operating cash flow for the year',
    { value: k(yr(to)) },
    'Net cash from operating activities, Year (in thousands or dollars)',
  );
  q('cash at the end of the year', { value: k(end[3]!) }, 'Cash at end of period, Q4 / Year');
  q('net change in cash in q3', { value: k(change[2]!) }, 'Net change in cash, Q3');
  q(
    'how much did we spend on roasting equipment this year',
    { value: k(yr(inv[0]![1])), abs: true },
    'Purchase of roasting equipment, Year (an outflow)',
  );
  q('dividends paid this year', { value: k(yr(fin[2]![1])), abs: true }, 'Dividends paid, Year');
  q(
    'which quarter had the best operating cash flow',
    { at: `Q${argMax(to) + 1}` },
    'largest Net cash from operating activities',
  );
  q('total loan repayments', { value: k(yr(fin[1]![1])), abs: true }, 'Loan repayments, Year');
  q(
    'cash at the start of q2',
    { value: k(begin[1]!) },
    'Cash at beginning of period, Q2 (= end of Q1)',
  );
  q('net income q4', { value: k(op[0]![1][3]!) }, 'single cell');
  q('depreciation for the year', { value: k(yr(op[1]![1])) }, 'Depreciation, Year');
  q(
    'net cash from financing for the year',
    { value: k(yr(tf)) },
    'Net cash from financing activities, Year',
  );
  q('how much did we borrow', { value: k(yr(fin[0]![1])) }, 'Loan drawdown, Year');
  q('net income for the year', { value: k(yr(op[0]![1])) }, 'Net income, Year');
  q(
    'what were our sales this year',
    refuse,
    'a cash-flow statement starting from net income has no revenue',
  );
  q('how many tonnes of coffee did we import', refuse, 'no volumes');
  q('cash at the end of 2026', refuse, 'statement covers 2025 only');
  return {
    name: 'coffee-importer',
    business: 'coffee importer',
    sheets: [{ name: 'Cash flow', rows }],
    questions: qs,
    checks: [['roll-forward', BigInt(end[3]!), BigInt(begin[0]!) + sum(change)]],
  };
}
